/** A job as the studio's event stream sends it. */
export interface StreamedJob {
  id: string;
  state: string;
  subject: string | null;
  progress: unknown;
}

/**
 * Reads the `job` events of a server-sent event stream one at a time. Where the answer carries
 * its fetch's `abort` controller, `cancel` aborts it: cancelling the body alone leaves the
 * connection open, and the server with it.
 */
export function jobEventReader(res: Response & { abort?: AbortController }) {
  if (!res.body) throw new Error('the answer has no body');
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  /** The next complete event block, or `null` once the stream ended. */
  async function nextBlock(): Promise<string | null> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        return block;
      }
      const { value, done } = await reader.read();
      if (done) return null;
      buffer += decoder.decode(value, { stream: true });
    }
  }
  return {
    /** Resolves once the stream's first block (its `retry:` advice) arrived. */
    async started(): Promise<void> {
      if ((await nextBlock()) === null) throw new Error('the stream ended');
    },
    /** The next job event; throws when the stream ends first. */
    async next(): Promise<StreamedJob> {
      for (;;) {
        const block = await nextBlock();
        if (block === null) throw new Error('the stream ended');
        if (block.startsWith('event: job\n'))
          return JSON.parse(block.slice(block.indexOf('data: ') + 6)) as StreamedJob;
      }
    },
    /** Resolves once the server ends the stream, skipping what comes before. */
    async ended(): Promise<void> {
      while ((await nextBlock()) !== null);
    },
    async cancel() {
      res.abort?.abort();
      await reader.cancel().catch(() => undefined);
    },
  };
}
