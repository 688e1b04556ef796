/**
 * The promise kept for `key`, made once; its rejection is left to whoever awaits it (a cached
 * promise no one awaits yet must not count as an unhandled rejection).
 */
export function remembered<T>(
  cache: Map<string, Promise<T>>,
  key: string,
  make: () => Promise<T>,
): Promise<T> {
  let value = cache.get(key);
  if (!value) {
    value = make();
    value.catch(() => {});
    cache.set(key, value);
  }
  return value;
}
