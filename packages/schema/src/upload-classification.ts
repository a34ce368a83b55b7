import type { SniffedFile, SniffedType } from './sniff-file.js';
import { acceptedTypeWords, type DraftFileKindName } from './studio-uploads.js';

/** What a file dropped on the studio becomes, or why it is refused, in words with what would work. */
export type UploadClassification =
  | { accepted: true; kind: DraftFileKindName; type: SniffedType; width?: number; height?: number }
  | { accepted: false; reason: string };

const RAW_EXTENSIONS = new Set([
  'dng',
  'cr2',
  'cr3',
  'crw',
  'nef',
  'nrw',
  'arw',
  'srf',
  'sr2',
  'raf',
  'orf',
  'rw2',
  'pef',
  'srw',
  'x3f',
  'raw',
  '3fr',
  'iiq',
  'rwl',
]);

const extensionOf = (name: string) => /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** An equirectangular panorama is exactly twice as wide as it is high. */
export function isTwoToOne(size: { width?: number | undefined; height?: number | undefined }): boolean {
  return (
    size.width !== undefined && size.height !== undefined && size.height > 0 && size.width === 2 * size.height
  );
}

function refused(name: string, sniffed: SniffedFile, extension: string): string | null {
  // An .insv is an MP4 of two fisheye circles: it plays, but not as a 360° walkthrough.
  if (extension === 'insv') return `${name}: an Insta360 video; export a 360° MP4 from Insta360 Studio`;
  if (sniffed.type === null) {
    if (sniffed.raw || RAW_EXTENSIONS.has(extension))
      return `${name}: a RAW photo; export it as JPEG from your camera app or Lightroom`;
    return `${name}: not a file the studio takes; it takes ${acceptedTypeWords('image')} images and ${acceptedTypeWords('video')} video`;
  }
  if (extension === 'insp' && !sniffed.gpano && !isTwoToOne(sniffed))
    return `${name}: an unstitched Insta360 photo (two fisheye circles); export a stitched 2:1 panorama from Insta360 Studio`;
  return null;
}

/**
 * What a dropped file is, by its content: video is a video; an image with GPano XMP or a 2:1
 * size a panorama; any other image a photo (the operator may make it a floor plan instead).
 * The name only explains a refusal (an Insta360 `.insv`, a RAW file the bytes do not tell).
 */
export function classifyUpload(name: string, sniffed: SniffedFile): UploadClassification {
  const reason = refused(name, sniffed, extensionOf(name));
  if (reason !== null || sniffed.type === null) return { accepted: false, reason: reason ?? name };
  const size = sniffed.width && sniffed.height ? { width: sniffed.width, height: sniffed.height } : {};
  if (sniffed.type.startsWith('video/'))
    return { accepted: true, kind: 'video', type: sniffed.type, ...size };
  const kind = sniffed.gpano || isTwoToOne(sniffed) ? 'panorama' : 'image';
  return { accepted: true, kind, type: sniffed.type, ...size };
}
