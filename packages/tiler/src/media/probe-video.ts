import { open, type FileHandle } from 'node:fs/promises';

/**
 * The duration in seconds of an MP4 file, from its movie header (`moov/mvhd`), or `null` when
 * the file is not an MP4. Reads box headers only, wherever `moov` sits in the file.
 */
export async function probeMp4Duration(file: string): Promise<number | null> {
  const handle = await open(file, 'r');
  try {
    const size = (await handle.stat()).size;
    const first = await readBox(handle, 0, size);
    if (first?.type !== 'ftyp') return null;
    const moov = await findBox(handle, 0, size, 'moov');
    const mvhd = moov && (await findBox(handle, moov.body, moov.end, 'mvhd'));
    return mvhd ? await readMvhdDuration(handle, mvhd.body) : null;
  } finally {
    await handle.close();
  }
}

interface Box {
  type: string;
  body: number;
  end: number;
}

async function readBox(handle: FileHandle, at: number, limit: number): Promise<Box | null> {
  if (at + 8 > limit) return null;
  const head = Buffer.alloc(16);
  await handle.read(head, 0, 16, at);
  let size = head.readUInt32BE(0);
  let body = at + 8;
  if (size === 1) {
    size = Number(head.readBigUInt64BE(8));
    body = at + 16;
  } else if (size === 0) {
    size = limit - at;
  }
  if (size < body - at || at + size > limit) return null;
  return { type: head.toString('latin1', 4, 8), body, end: at + size };
}

async function findBox(handle: FileHandle, from: number, to: number, type: string): Promise<Box | null> {
  for (let at = from; at < to;) {
    const box = await readBox(handle, at, to);
    if (!box) return null;
    if (box.type === type) return box;
    at = box.end;
  }
  return null;
}

async function readMvhdDuration(handle: FileHandle, body: number): Promise<number | null> {
  const buf = Buffer.alloc(32);
  await handle.read(buf, 0, 32, body);
  const version = buf.readUInt8(0);
  const timescale = version === 1 ? buf.readUInt32BE(20) : buf.readUInt32BE(12);
  const duration = version === 1 ? Number(buf.readBigUInt64BE(24)) : buf.readUInt32BE(16);
  return timescale > 0 && duration > 0 ? duration / timescale : null;
}
