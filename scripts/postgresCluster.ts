/**
 * A throw-away PostgreSQL cluster for the tests and the bench: `initdb` into a temp folder, started
 * on a free loopback port with its socket in that folder, stopped by its postmaster's PID. PostgreSQL
 * refuses to run as root, so as root it runs as the `postgres` user. Debian's `postgresql` package
 * provides the binaries; they are installed with apt when running as root, else the error says how.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './freePort';

export interface Cluster {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`: the superuser on the maintenance database. */
  url: string;
  pid: number;
  stop: () => Promise<void>;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** The newest installed server binaries, or PG_BIN when set. */
function binDir(): string | undefined {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && path.join(root, versions[0], 'bin');
}

/** The server binaries, installed from Debian when running as root with apt. */
export function postgresBin(): string {
  const found = binDir();
  if (found) return found;
  if (!isRoot() || !fs.existsSync('/usr/bin/apt-get')) {
    throw new Error(
      'The integration tests on PostgreSQL need its server binaries (initdb, pg_ctl).\n' +
        'Install them with:  sudo apt-get update && sudo apt-get install -y postgresql\n' +
        '(or set PG_BIN to the folder that holds initdb and pg_ctl).',
    );
  }
  console.log('Installing Debian postgresql for the integration tests on PostgreSQL...');
  execFileSync('bash', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql'], { stdio: 'inherit' });
  const installed = binDir();
  if (!installed) throw new Error('apt-get installed postgresql, but no initdb was found under /usr/lib/postgresql');
  return installed;
}

/** Runs a server binary, as `postgres` when we are root. */
function run(bin: string, args: string[]) {
  const [cmd, all] = isRoot() ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  execFileSync(cmd, all, { stdio: ['ignore', 'pipe', 'pipe'] });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Starts a cluster. `durable: false` turns off fsync: the tests kill the API, never the database,
 * and a throw-away cluster need not survive a power cut.
 */
export async function startCluster(opts: { durable?: boolean } = {}): Promise<Cluster> {
  const bin = postgresBin();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mds-pg-'));
  if (isRoot()) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  const data = path.join(dir, 'data');
  run(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync']);
  const port = await freePort();
  const settings = [`-p ${port}`, `-c listen_addresses=127.0.0.1`, `-c unix_socket_directories=${dir}`, `-c max_connections=200`];
  if (opts.durable === false) settings.push('-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off');
  run(path.join(bin, 'pg_ctl'), ['-D', data, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', '-o', settings.join(' '), 'start']);
  const pid = Number(fs.readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    pid,
    stop: async () => {
      // SIGINT is PostgreSQL's fast shutdown: it ends the sessions and stops cleanly.
      if (alive(pid)) process.kill(pid, 'SIGINT');
      for (let i = 0; i < 300 && alive(pid); i++) await new Promise((r) => setTimeout(r, 100));
      if (alive(pid)) process.kill(pid, 'SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
