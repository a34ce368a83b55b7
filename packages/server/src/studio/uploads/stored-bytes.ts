import { rm } from 'node:fs/promises';
import { checkUpload, type SniffedType, type UploadDeclaration, type UploadRefusal } from '@tourview/schema';
import { sniffUpload } from './sniff-upload.js';

/** The bytes a finished upload is stored as, and their content type. */
export interface StoredBytes {
  path: string;
  type: SniffedType;
  /** Removes a converted copy; nothing for the upload's own bytes. */
  release(): Promise<void>;
}

const refusal = (detail: string): { refusal: UploadRefusal } => ({
  refusal: { code: 'unsupported_media_type', detail },
});

/**
 * Judges a finished upload by its bytes, whatever its name or declared type said: refused when
 * they are no type its kind takes. A HEIC photo is converted to a JPEG beside it (the tiler's
 * `heicToJpeg`), so drafts, inspection and publishing only ever see JPEG, PNG, WebP and MP4.
 */
export async function storedBytesOf(
  path: string,
  declared: UploadDeclaration,
): Promise<StoredBytes | { refusal: UploadRefusal }> {
  const sniffed = await sniffUpload(path);
  if (sniffed.type === null)
    return refusal(
      `${declared.filename}: the bytes are not a JPEG, PNG, WebP or HEIC image, nor MP4 or MOV video`,
    );
  const wrong = checkUpload({ ...declared, filetype: sniffed.type });
  if (wrong) return { refusal: wrong };
  if (sniffed.type !== 'image/heic') return { path, type: sniffed.type, release: async () => undefined };
  const jpeg = `${path}.jpg`;
  const { heicToJpeg } = await import('@tourview/tiler');
  try {
    await heicToJpeg(path, jpeg);
  } catch {
    await rm(jpeg, { force: true });
    return refusal(`${declared.filename}: the HEIC photo does not decode; export it as JPEG and upload that`);
  }
  return { path: jpeg, type: 'image/jpeg', release: () => rm(jpeg, { force: true }) };
}
