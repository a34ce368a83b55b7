/**
 * Appends `<script async src>` to the document head and resolves once it has run. On a load
 * error or when `signal` aborts first, the element is removed so a later call can try again.
 */
export function loadScript(src: string, signal: AbortSignal, doc: Document = document): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const script = doc.createElement('script');
    const fail = (reason: unknown) => {
      script.remove();
      reject(reason);
    };
    const onAbort = () => fail(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    script.addEventListener('load', () => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    });
    script.addEventListener('error', () => {
      signal.removeEventListener('abort', onAbort);
      fail(new Error(`Could not load the script ${src}.`));
    });
    script.async = true;
    script.src = src;
    doc.head.append(script);
  });
}
