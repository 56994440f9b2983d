/**
 * A computation remembered for its last `size` keys, the oldest forgotten first. /api/slots asks
 * about the same few hundred start times and days on every request, and each answer costs Intl
 * look-ups; a few KB of them are kept instead.
 */
export function remembered<V>(size: number): (key: string, compute: () => V) => V {
  const kept = new Map<string, V>();
  return (key, compute) => {
    let value = kept.get(key);
    if (value === undefined) {
      value = compute();
      if (kept.size >= size) kept.delete(kept.keys().next().value!);
      kept.set(key, value);
    }
    return value;
  };
}
