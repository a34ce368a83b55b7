import { open } from 'node:fs/promises';

/** True when a file starts like WebVTT: an optional BOM, then `WEBVTT` and a space, tab or line end. */
export async function isWebVtt(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(10);
    const { bytesRead } = await handle.read(head, 0, 10, 0);
    const text = head.toString('utf8', 0, bytesRead).replace(/^\uFEFF/, '');
    return /^WEBVTT(?:[ \t\r\n]|$)/.test(text);
  } finally {
    await handle.close();
  }
}
