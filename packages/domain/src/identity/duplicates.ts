/**
 * Duplicate detection over list items by key, e.g. the same SKU code twice in a
 * product form, the same phone twice in an SMS campaign. Returns each duplicated key value once,
 * in order of its first appearance; keys compare with SameValueZero (like Map keys).
 */
export function findDuplicates<T, K extends keyof T>(list: readonly T[], key: K): T[K][];
export function findDuplicates<T, V>(list: readonly T[], key: (item: T) => V): V[];
export function findDuplicates<T>(
  list: readonly T[],
  key: keyof T | ((item: T) => unknown),
): unknown[] {
  const read = typeof key === 'function' ? key : (item: T) => item[key];
  const counts = new Map<unknown, number>();
  for (const item of list) {
    const value = read(item);
    counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return [...counts].filter(([, count]) => count > 1).map(([value]) => value);
}

/** True when at least two items share a key value. */
export function hasDuplicates<T, K extends keyof T>(list: readonly T[], key: K): boolean {
  return findDuplicates(list, key).length > 0;
}
