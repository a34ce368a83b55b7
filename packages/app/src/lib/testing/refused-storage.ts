/**
 * Makes the browser refuse storage as it does inside a cross-site frame: reading
 * `window.localStorage`, `window.sessionStorage`, `window.indexedDB` or `document.cookie` throws a
 * SecurityError. Returns the function that restores the originals.
 */
export function refuseStorage(): () => void {
  const refused = [
    [window, 'localStorage'],
    [window, 'sessionStorage'],
    [window, 'indexedDB'],
    [document, 'cookie'],
  ] as const;
  const originals = refused.map(([target, name]) => {
    const own = Object.getOwnPropertyDescriptor(target, name);
    Object.defineProperty(target, name, {
      configurable: true,
      get() {
        throw new DOMException(`Access to ${name} is denied for this document.`, 'SecurityError');
      },
      set() {
        throw new DOMException(`Access to ${name} is denied for this document.`, 'SecurityError');
      },
    });
    return { target, name, own };
  });
  return () => {
    for (const { target, name, own } of originals) {
      // Without an own descriptor the property came from the prototype: dropping ours restores it.
      if (own) Object.defineProperty(target, name, own);
      else Reflect.deleteProperty(target, name);
    }
  };
}

/** Makes `localStorage` full: every `setItem` throws a QuotaExceededError, reads find nothing. */
export function fillStorage(): () => void {
  const own = Object.getOwnPropertyDescriptor(window, 'localStorage');
  const full: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = {
    getItem: () => null,
    setItem() {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
    removeItem: () => undefined,
  };
  Object.defineProperty(window, 'localStorage', { configurable: true, get: () => full });
  return () => {
    if (own) Object.defineProperty(window, 'localStorage', own);
    else Reflect.deleteProperty(window, 'localStorage');
  };
}
