import { open } from 'node:fs/promises';

/** The first bytes each accepted type starts with; `null` matches any byte. */
const SIGNATURES: Readonly<Record<string, readonly (readonly (number | null)[])[]>> = {
  'image/jpeg': [[0xff, 0xd8, 0xff]],
  'image/png': [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  // RIFF....WEBP
  'image/webp': [[0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50]],
  // An ISO media file opens with its `ftyp` box: size, then the type at byte 4.
  'video/mp4': [[null, null, null, null, 0x66, 0x74, 0x79, 0x70]],
  'video/quicktime': [[null, null, null, null, 0x66, 0x74, 0x79, 0x70]],
};

const HEAD_BYTES = 12;

/**
 * Whether a finished upload's bytes are of the type it declared. Only the signature: the
 * inspection job decodes the whole file afterwards and reports what it finds there.
 */
export async function bytesMatchType(path: string, type: string): Promise<boolean> {
  const signatures = SIGNATURES[type.toLowerCase()];
  if (!signatures) return false;
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(head, 0, HEAD_BYTES, 0);
    return signatures.some(
      (signature) =>
        signature.length <= bytesRead && signature.every((byte, i) => byte === null || head[i] === byte),
    );
  } finally {
    await handle.close();
  }
}
