import { SCENE_ID_PATTERN } from './scene-id.js';

/** Room for a `-2` … `-999` suffix within a scene id's 48 characters. */
const SCENE_ID_BASE_LENGTH = 44;

/**
 * Prefixes cameras and phones give files: Canon and others (IMG), Sony and Nikon (DSC, DSCN,
 * _DSC), Pixel (PXL), Android video (VID), Ricoh Theta (R), GoPro (GS, GH, GX, GOPR),
 * Insta360 (IMG_/VID_/LRV_ with date and lens numbers), DJI, Panasonic (P), phones' panoramas.
 */
const CAMERA_PREFIX = /^_?(?:img|dscn?|dscf|pxl|vid|mvimg|lrv|pano|panorama|dji|gopr|g[hsx]|r|p|sam|photo)?/;
/** What is left after the prefix: digits, separators, and the `-2` a re-upload gets. */
const CAMERA_REST = /^[-_ .~()\d]*\d[-_ .~()\d]*(?:[-_ ](?:pano|hdr|stitch(?:ed)?|edit(?:ed)?|mp|hq|\d+))*$/;

/** Whether a file name is what a camera called it (`IMG_4471.jpg`, `R0010012.JPG`), not a room's name. */
export function isCameraName(fileName: string): boolean {
  const stem = fileName.replace(/\.[^.]+$/, '').toLowerCase();
  return CAMERA_REST.test(stem.replace(CAMERA_PREFIX, ''));
}

/** `living-room.jpg` → `Living room`: the words of a meaningful file name. */
function wordsOf(fileName: string): string {
  const words = fileName
    .replace(/\.[^.]+$/, '')
    .replace(/[-_.\s]+/g, ' ')
    .trim();
  return (words.charAt(0).toUpperCase() + words.slice(1)).slice(0, 80);
}

/**
 * The title a new scene gets from its panorama's file name: its words (`living-room.jpg` →
 * `Living room`), or `Room 1`, `Room 2`, … (the first not yet a title) when a camera named the
 * file, whose `IMG 4471` means nothing to a visitor.
 */
export function titleForPanorama(fileName: string, titles: ReadonlySet<string>): string {
  if (!isCameraName(fileName)) return wordsOf(fileName);
  let n = 1;
  while (titles.has(`Room ${n}`)) n += 1;
  return `Room ${n}`;
}

/** Whether `title` is what {@link titleForPanorama} gives `fileName`: a title nobody has changed. */
export function isPanoramaTitle(title: string, fileName: string): boolean {
  return isCameraName(fileName) ? /^Room \d+$/.test(title) : title === wordsOf(fileName);
}

/**
 * `Living room` → `living-room`, `Küche` → `kuche`: a scene id from a title, unique among
 * `taken` (`-2`, `-3`, … added), `room` for a title without a letter or digit.
 */
export function sceneIdFromTitle(title: string, taken: ReadonlySet<string>): string {
  const base =
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .slice(0, SCENE_ID_BASE_LENGTH)
      .replace(/^-+|-+$/g, '') || 'room';
  let id = SCENE_ID_PATTERN.test(base) ? base : 'room';
  const start = id;
  for (let n = 2; taken.has(id); n++) id = `${start}-${n}`;
  return id;
}
