import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipPassThrough } from 'fflate';

/**
 * Streams files of a folder as a zip, stored without compression (panoramas, video and WebP
 * are compressed already, so deflate would cost time and save nothing). A file is read only
 * as fast as the client takes the zip, so a slow download never holds a whole video in memory.
 */
export function zipFolder(dir: string, names: readonly string[]): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  void (async () => {
    for (const name of names) {
      const entry = new ZipPassThrough(name);
      zip.add(entry);
      for await (const chunk of createReadStream(join(dir, name))) {
        entry.push(chunk as Buffer);
        if (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve));
        if (out.destroyed) return;
      }
      entry.push(new Uint8Array(0), true);
    }
    zip.end();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
