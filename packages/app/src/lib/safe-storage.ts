/**
 * Web storage and cookies that never throw. Inside a cross-site iframe the browser may block
 * storage: merely reading `window.localStorage` throws a SecurityError there, and so may
 * `document.cookie`. Everything the app remembers is a convenience, so a refusal falls back to
 * memory for this page's life instead of breaking the tour.
 */

/** Which web storage an item lives in. */
export type StorageArea = 'local' | 'session';

// Values the browser refused (blocked storage, quota): kept so the visit still sees its choice.
const fallback: Record<StorageArea, Map<string, string>> = { local: new Map(), session: new Map() };

function storageOf(area: StorageArea): Storage | undefined {
  try {
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The stored value of `key`, or `null` when there is none or storage is refused. */
export function readItem(key: string, area: StorageArea = 'local'): string | null {
  const kept = fallback[area].get(key);
  if (kept !== undefined) return kept;
  try {
    return storageOf(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores `value` under `key`; `false` when the browser refused it (then only memory holds it). */
export function writeItem(key: string, value: string, area: StorageArea = 'local'): boolean {
  try {
    const storage = storageOf(area);
    if (!storage) throw new Error('Storage refused.');
    storage.setItem(key, value);
    fallback[area].delete(key);
    return true;
  } catch {
    fallback[area].set(key, value);
    return false;
  }
}

/** Forgets `key`; `false` when the browser refused to remove it from storage. */
export function removeItem(key: string, area: StorageArea = 'local'): boolean {
  fallback[area].delete(key);
  try {
    const storage = storageOf(area);
    storage?.removeItem(key);
    return storage !== undefined;
  } catch {
    return false;
  }
}

/** `document.cookie`, or `''` outside a browser or where cookies are refused. */
export function readCookies(): string {
  try {
    return typeof document === 'undefined' ? '' : document.cookie;
  } catch {
    return '';
  }
}
