/**
 * TRUST_PROXY: whether the client's address (req.ip, which the per-address sign-in limit counts)
 * is read from X-Forwarded-For, as Express's `trust proxy` takes it. Off by default: anyone can
 * send that header, so it names the client only when the operator says which proxies add it.
 *   TRUST_PROXY=1                          the proxy hops in front (1: one load balancer)
 *   TRUST_PROXY=loopback, 10.0.0.0/8       the proxies' addresses, CIDRs, or loopback / linklocal / uniquelocal
 */
import net from 'node:net';

const NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR (10.0.0.0/8, fd00::/8), an IPv4 address with its netmask, or one of Express's names. */
function isProxyEntry(entry: string): boolean {
  if (NAMES.has(entry)) return true;
  const [address, range, ...rest] = entry.split('/');
  const version = net.isIP(address);
  if (!version || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (version === 4 ? 32 : 128);
  return version === 4 && net.isIPv4(range);
}

/** Express's `trust proxy` value for the environment; anything it cannot take (or `true`) stops the start. */
export function trustProxy(env: NodeJS.ProcessEnv): false | number | string[] {
  const raw = (env.TRUST_PROXY ?? '').trim();
  if (raw === '' || raw === 'off' || raw === 'false' || raw === '0') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  // `true` would take the left-most address, the one the client itself wrote.
  if (raw === 'true') throw new Error('TRUST_PROXY=true would believe any X-Forwarded-For: give the number of proxies in front (1) or their addresses');
  const entries = raw.split(',').map((e) => e.trim());
  const bad = entries.find((e) => !isProxyEntry(e));
  if (bad !== undefined)
    throw new Error(`TRUST_PROXY must be off, a number of proxy hops, or addresses / CIDRs / loopback separated by commas; "${bad}" is none of them`);
  return entries;
}
