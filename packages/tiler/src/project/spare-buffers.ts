/** Gives a byte array of a given length: a fresh, zeroed one, or a reused one as it was left. */
export type Allocate = (bytes: number) => Uint8Array;

/**
 * The big buffers one panorama is done with (its decoded equirect, its mips, its face
 * buffers), kept by length for the next panorama of the same size. Fresh memory costs twice
 * over: the kernel zeroes every page the first time it is touched (about 40 ms of CPU for an
 * 8192×4096 equirect's 100 MB), and V8 starts a full garbage collection each time some 64 MB
 * of new memory outside its heap appears, four or so per panorama. A buffer handed out keeps
 * whatever its last user wrote: the caller overwrites every byte it reads.
 *
 * Shared buffers (the equirect and its mips) are kept up to {@link sharedBytes} in all, which
 * the caller sets: kept, they stay in memory while the last faces are encoded, where they
 * would otherwise be freed.
 */
export class SpareBuffers {
  /** How many bytes of shared buffers it keeps at most; beyond, one given back is let go. */
  sharedBytes = 0;
  private readonly shared = new Map<number, Uint8Array[]>();
  private readonly plain = new Map<number, Uint8Array<ArrayBuffer>[]>();
  private sharedKept = 0;

  /**
   * A buffer in shared memory, which worker threads read without copies. A panorama asks for
   * its equirect first: a size none is kept of means a panorama of another size, whose buffers
   * would be of no use to this one and would only add to its peak memory, so all are let go.
   */
  readonly sharedBuffer: Allocate = (bytes) => {
    const spare = this.shared.get(bytes)?.pop();
    if (spare) {
      this.sharedKept -= bytes;
      return spare;
    }
    if (this.sharedKept > 0) this.clear();
    return new Uint8Array(new SharedArrayBuffer(bytes));
  };

  /** A buffer that can move to a worker thread and back. */
  plainBuffer(bytes: number): Uint8Array<ArrayBuffer> {
    return this.plain.get(bytes)?.pop() ?? new Uint8Array(bytes);
  }

  /** Whether it would keep all of these shared buffers, were they given back now. */
  keepsAll(buffers: readonly Uint8Array[]): boolean {
    const bytes = buffers.reduce((sum, b) => sum + (b.buffer instanceof SharedArrayBuffer ? b.length : 0), 0);
    return this.sharedKept + bytes <= this.sharedBytes;
  }

  /** Takes back whole buffers nothing uses any more. */
  giveBack(buffers: Iterable<Uint8Array>): void {
    for (const buffer of buffers) {
      if (buffer.buffer instanceof SharedArrayBuffer) {
        if (this.sharedKept + buffer.length > this.sharedBytes) continue;
        this.sharedKept += buffer.length;
        keep(this.shared, buffer);
      } else {
        keep(this.plain, buffer as Uint8Array<ArrayBuffer>);
      }
    }
  }

  /** Lets go of every buffer kept, for the garbage collector to free. */
  clear(): void {
    this.shared.clear();
    this.plain.clear();
    this.sharedKept = 0;
  }
}

function keep<T extends Uint8Array>(lists: Map<number, T[]>, buffer: T): void {
  const list = lists.get(buffer.length) ?? [];
  list.push(buffer);
  lists.set(buffer.length, list);
}
