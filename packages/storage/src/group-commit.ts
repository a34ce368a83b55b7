interface Waiting<T> {
  item: T;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Turns one-at-a-time writes into group commits: items that arrive while the event loop is
 * busy, or while the previous write runs, go to storage together in one `write` (one
 * transaction, one flush to disk), and each caller is answered only once the write holding
 * its item has committed, so "resolved" means as durable as that commit (for analytics, which
 * does not wait for the flush, see `writeDeltas`). A failed group is retried item by item, so
 * one bad item fails only its own caller.
 */
export function groupCommit<T>(
  write: (items: T[]) => Promise<void>,
  maxItems: number,
): (item: T) => Promise<void> {
  let queue: Waiting<T>[] = [];
  let draining = false;

  async function writeEach(group: Waiting<T>[]): Promise<void> {
    for (const waiting of group) await write([waiting.item]).then(waiting.resolve, waiting.reject);
  }

  async function drain(): Promise<void> {
    while (queue.length > 0) {
      const group = queue.slice(0, maxItems);
      queue = queue.slice(maxItems);
      try {
        await write(group.map((waiting) => waiting.item));
        for (const waiting of group) waiting.resolve();
      } catch (error) {
        if (group.length === 1) group[0]?.reject(error);
        else await writeEach(group);
      }
    }
    draining = false;
  }

  return (item) =>
    new Promise<void>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (draining) return;
      draining = true;
      // After the current I/O callbacks, so requests that arrived together commit together.
      setImmediate(() => void drain());
    });
}
