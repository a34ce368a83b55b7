import { open } from 'node:fs/promises';
import { sniffFile, SNIFF_BYTES, type SniffedFile } from '@tourview/schema';

/**
 * What a finished upload's bytes are, read from their start as the studio read them before
 * sending. Only the header: the inspection job decodes the whole file afterwards and reports
 * what it finds there.
 */
export async function sniffUpload(path: string): Promise<SniffedFile> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(head, 0, SNIFF_BYTES, 0);
    return sniffFile(head.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}
