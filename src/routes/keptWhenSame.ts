/**
 * react-admin's router keeps the routes and resources it reads from `<Admin>`'s children as state,
 * and sets them again once the permissions are known: a new object with the same elements, which
 * renders the whole console a second time before its first paint. Its update goes through this
 * (vite.patches.ts): the state is kept when every list holds the same elements in the same order.
 */
export function keptWhenSame<T extends Record<string, readonly unknown[]>>(previous: T, next: T): T {
  const same = (a: readonly unknown[] = [], b: readonly unknown[]) => a.length === b.length && a.every((element, i) => element === b[i]);
  return Object.keys(next).every((key) => same(previous[key], next[key])) ? previous : next;
}
