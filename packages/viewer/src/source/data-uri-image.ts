import { DecodeError } from '../errors.js';

/**
 * Decodes a base64 image data URI (a panorama's inline preview) without the network: the
 * bytes go to `createImageBitmap` as a blob, so a page's `connect-src` need not allow `data:`.
 */
export async function decodeDataUri(dataUri: string): Promise<ImageBitmap> {
  const comma = dataUri.indexOf(',');
  const type = dataUri.slice('data:'.length, dataUri.indexOf(';'));
  try {
    const bytes = Uint8Array.from(atob(dataUri.slice(comma + 1)), (c) => c.charCodeAt(0));
    return await createImageBitmap(new Blob([bytes], { type }));
  } catch {
    throw new DecodeError('inline preview');
  }
}
