/**
 * This tab's storage (sessionStorage), where the language switch leaves what the twin page takes
 * up: a browser that blocks it keeps nothing, and says so by `keep`'s answer.
 */

/** Keeps a value for the next page of this tab; false when the browser keeps nothing. */
export function keep(key: string, value: string): boolean {
  try {
    sessionStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Reads a value once, deleting it; null when there is none or storage is blocked. */
export function take(key: string): string | null {
  try {
    const value = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
    return value;
  } catch {
    return null;
  }
}
