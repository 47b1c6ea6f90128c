/**
 * The fake API's durable store: one JSON document, replaced atomically on every write.
 * A write builds the next state without touching the current one, writes it to a temp file,
 * fsyncs, keeps the previous file as `.bak`, renames the temp over the store and fsyncs the
 * folder; only then does the new state become visible and the caller may acknowledge. A failed
 * write leaves memory and disk as they were. A lock file keeps a second instance away.
 */
import fs from 'node:fs';
import path from 'node:path';
import { keepPrivate, privateDir, PRIVATE_FILE } from './privateFiles';

export class StoreError extends Error {}

export interface StoreOptions<T> {
  file: string;
  /** The state of a store that does not exist yet. */
  initial: () => T;
  /** True when a parsed document is a usable state (shape check). */
  isValid: (doc: unknown) => doc is T;
}

function readDoc<T>(file: string, isValid: (d: unknown) => d is T): T | undefined {
  try {
    const doc: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    return isValid(doc) ? doc : undefined;
  } catch {
    return undefined;
  }
}

function fsyncDir(dir: string) {
  const fd = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function acquireLock(lockFile: string) {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx', mode: PRIVATE_FILE });
      return;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const pid = Number(fs.readFileSync(lockFile, 'utf8'));
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
        throw new StoreError(`The store ${lockFile.replace(/\.lock$/, '')} is in use by process ${pid}; refusing to start a second instance.`);
      }
      fs.rmSync(lockFile, { force: true }); // left by a crashed instance
    }
  }
  throw new StoreError(`Could not lock ${lockFile}`);
}

export class Store<T> {
  private state: T;
  private queue: Promise<unknown> = Promise.resolve();
  private closed = false;
  readonly restoredFromBackup: boolean;

  private constructor(
    private readonly file: string,
    state: T,
    restored: boolean,
  ) {
    this.state = state;
    this.restoredFromBackup = restored;
  }

  static open<T>({ file, initial, isValid }: StoreOptions<T>): Store<T> {
    privateDir(path.dirname(file));
    acquireLock(`${file}.lock`);
    try {
      keepPrivate(file);
      keepPrivate(`${file}.bak`);
      const bak = `${file}.bak`;
      const current = fs.existsSync(file) ? readDoc(file, isValid) : undefined;
      if (current) return new Store(file, current, false);
      const backup = fs.existsSync(bak) ? readDoc(bak, isValid) : undefined;
      if (backup) {
        // Keep the damaged file for inspection, and the backup as the good copy until the next write.
        if (fs.existsSync(file)) fs.renameSync(file, `${file}.damaged-${Date.now()}`);
        const store = new Store(file, backup, true);
        store.persist(backup);
        return store;
      }
      if (fs.existsSync(file) || fs.existsSync(bak)) {
        throw new StoreError(
          `The store ${file} is damaged and no good copy exists; refusing to start over an unreadable store. Move it away to start from seed data.`,
        );
      }
      const store = new Store(file, initial(), false);
      store.persist(store.state);
      return store;
    } catch (e) {
      fs.rmSync(`${file}.lock`, { force: true });
      throw e;
    }
  }

  /** The committed state. Treat as read-only: change it through `write`. */
  get data(): T {
    return this.state;
  }

  /**
   * Serialized write: `next` gets the committed state and returns the next one (sharing
   * unchanged parts) plus a result, or throws to refuse the write. Resolves after the
   * state is on disk.
   */
  write<R>(next: (state: T) => { state: T; result: R }): Promise<R> {
    const run = this.queue.then(() => {
      if (this.closed) throw new StoreError('The store is closed');
      const { state, result } = next(this.state);
      this.persist(state);
      this.state = state;
      return result;
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  private persist(state: T) {
    const tmp = `${this.file}.${process.pid}.tmp`;
    const fd = fs.openSync(tmp, 'w', PRIVATE_FILE);
    try {
      fs.writeFileSync(fd, JSON.stringify(state));
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    if (fs.existsSync(this.file)) {
      // A hard link keeps the previous good copy without copying it.
      fs.rmSync(`${this.file}.bak`, { force: true });
      fs.linkSync(this.file, `${this.file}.bak`);
    }
    fs.renameSync(tmp, this.file);
    fsyncDir(path.dirname(this.file));
  }

  /** Waits for pending writes, then releases the lock. */
  async close() {
    await this.queue;
    this.closed = true;
    fs.rmSync(`${this.file}.lock`, { force: true });
  }
}
