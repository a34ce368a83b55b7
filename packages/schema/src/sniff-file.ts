/** The content types the studio takes, as {@link sniffFile} recognises them from bytes. */
export const SNIFFED_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'video/mp4',
  'video/quicktime',
] as const;

/** A content type recognised from a file's bytes. */
export type SniffedType = (typeof SNIFFED_TYPES)[number];

/** What a file's first bytes say it is. */
export type SniffedFile =
  | {
      type: SniffedType;
      /** Pixel size, where the header holds it (images; not video). */
      width?: number;
      height?: number;
      /** A JPEG whose XMP says it is an equirectangular panorama (Google's GPano). */
      gpano: boolean;
    }
  | {
      type: null;
      /** A camera RAW file (TIFF-based, or Canon's CR3), which needs exporting first. */
      raw: boolean;
    };

/**
 * How many bytes of a file {@link sniffFile} reads: enough for a JPEG's XMP and a HEIF's
 * `meta` box, which come before the pixels.
 */
export const SNIFF_BYTES = 256 * 1024;

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

const u16be = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const u16le = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, i: number) => u16le(b, i) | ((b[i + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, i: number) => u16be(b, i) * 0x10000 + u16be(b, i + 2);

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, i) => bytes[i] === byte);

/** JPEG start-of-frame markers (SOF0–SOF15, less DHT, JPG and DAC) hold the pixel size. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

const XMP_HEADER = 'http://ns.adobe.com/xap/1.0/\0';
const GPANO = /GPano:ProjectionType\s*(?:=\s*["']|>)\s*equirectangular/i;

function sniffJpeg(bytes: Uint8Array): SniffedFile {
  let gpano = false;
  let size: { width: number; height: number } | undefined;
  for (let i = 2; i + 4 <= bytes.length && bytes[i] === 0xff;) {
    const marker = bytes[i + 1] ?? 0;
    // Padding fill bytes and markers without a length.
    if (marker === 0xff || (marker >= 0xd0 && marker <= 0xd9) || marker === 0x01) {
      i += marker === 0xff ? 1 : 2;
      continue;
    }
    const length = u16be(bytes, i + 2);
    if (marker === 0xe1 && ascii(bytes, i + 4, XMP_HEADER.length) === XMP_HEADER)
      gpano ||= GPANO.test(ascii(bytes, i + 4 + XMP_HEADER.length, length - 2 - XMP_HEADER.length));
    if (isStartOfFrame(marker) && i + 9 <= bytes.length) {
      size = { height: u16be(bytes, i + 5), width: u16be(bytes, i + 7) };
      break;
    }
    if (marker === 0xda) break;
    i += 2 + length;
  }
  return { type: 'image/jpeg', ...size, gpano };
}

function sniffWebp(bytes: Uint8Array): SniffedFile {
  const chunk = ascii(bytes, 12, 4);
  const base = { type: 'image/webp', gpano: false } as const;
  if (chunk === 'VP8 ' && startsWith(bytes.subarray(23), [0x9d, 0x01, 0x2a]))
    return { ...base, width: u16le(bytes, 26) & 0x3fff, height: u16le(bytes, 28) & 0x3fff };
  if (chunk === 'VP8L' && bytes[20] === 0x2f) {
    const bits = u16le(bytes, 21) + u16le(bytes, 23) * 0x10000;
    return { ...base, width: (bits & 0x3fff) + 1, height: (Math.floor(bits / 0x4000) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { ...base, width: u24le(bytes, 24) + 1, height: u24le(bytes, 27) + 1 };
  return base;
}

interface Box {
  type: string;
  start: number;
  end: number;
}

/** The ISO boxes between `start` and `end` (a 64-bit size or a box to the end ends the walk there). */
function boxes(bytes: Uint8Array, start: number, end: number): Box[] {
  const found: Box[] = [];
  for (let i = start; i + 8 <= end;) {
    const size = u32be(bytes, i);
    const boxEnd = size === 0 ? end : i + size;
    if (size === 1 || (size !== 0 && size < 8)) break;
    found.push({ type: ascii(bytes, i + 4, 4), start: i + 8, end: Math.min(boxEnd, end) });
    i = boxEnd;
  }
  return found;
}

const child = (bytes: Uint8Array, box: Box | undefined, type: string, skip = 0) =>
  box ? boxes(bytes, box.start + skip, box.end).find((b) => b.type === type) : undefined;

/** The `ipco` properties (1-based, as `ipma` counts them) the primary item (`pitm`) has. */
function primaryProperties(bytes: Uint8Array, meta: Box): number[] {
  const inMeta = boxes(bytes, meta.start + 4, meta.end);
  const pitm = inMeta.find((b) => b.type === 'pitm');
  const ipma = child(
    bytes,
    inMeta.find((b) => b.type === 'iprp'),
    'ipma',
  );
  if (!pitm || !ipma) return [];
  const primary = bytes[pitm.start] === 0 ? u16be(bytes, pitm.start + 4) : u32be(bytes, pitm.start + 4);
  const version = bytes[ipma.start] ?? 0;
  const wideIndex = ((bytes[ipma.start + 3] ?? 0) & 1) === 1;
  let i = ipma.start + 8;
  for (let entries = u32be(bytes, ipma.start + 4); entries > 0 && i < ipma.end; entries--) {
    const item = version < 1 ? u16be(bytes, i) : u32be(bytes, i);
    i += version < 1 ? 2 : 4;
    const count = bytes[i++] ?? 0;
    const indexes: number[] = [];
    for (let n = 0; n < count; n++, i += wideIndex ? 2 : 1)
      indexes.push(wideIndex ? u16be(bytes, i) & 0x7fff : (bytes[i] ?? 0) & 0x7f);
    if (item === primary) return indexes;
  }
  return [];
}

/**
 * A HEIF image's size: the primary item's `ispe` (a grid's is the whole picture), width and
 * height swapped when its `irot` turns it a quarter, as viewers show it.
 */
function heifSize(bytes: Uint8Array, top: readonly Box[]): { width: number; height: number } | undefined {
  const meta = top.find((b) => b.type === 'meta');
  // `meta` is a full box: version and flags come before its children.
  const properties = child(bytes, child(bytes, meta, 'iprp', 4), 'ipco');
  if (!meta || !properties) return undefined;
  const all = boxes(bytes, properties.start, properties.end);
  const own = primaryProperties(bytes, meta).flatMap((index) => all[index - 1] ?? []);
  const ispe = own.find((b) => b.type === 'ispe');
  if (!ispe) return undefined;
  const [width, height] = [u32be(bytes, ispe.start + 4), u32be(bytes, ispe.start + 8)];
  const quarterTurn = own.some((b) => b.type === 'irot' && ((bytes[b.start] ?? 0) & 1) === 1);
  return quarterTurn ? { width: height, height: width } : { width, height };
}

const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);
const MP4_BRANDS =
  /^(iso[2-9a-z]|isom|mp4[12]|avc1|M4V |M4VH|M4VP|mmp4|dash|3gp[4-9]|3g2[a-z]|XAVC|MSNV|f4v )$/;

/** An ISO media file by its `ftyp` brands: HEIF images (never AVIF), MP4 or QuickTime video, CR3 RAW. */
function sniffIso(bytes: Uint8Array): SniffedFile {
  const top = boxes(bytes, 0, bytes.length);
  const ftyp = top[0];
  if (!ftyp) return { type: null, raw: false };
  const major = ascii(bytes, ftyp.start, 4);
  const compatible: string[] = [];
  for (let i = ftyp.start + 8; i + 4 <= ftyp.end; i += 4) compatible.push(ascii(bytes, i, 4));
  const brands = [major, ...compatible];
  if (major === 'crx ') return { type: null, raw: true };
  if (HEIC_BRANDS.has(major) && !brands.includes('avif'))
    return { type: 'image/heic', ...heifSize(bytes, top), gpano: false };
  if (major === 'qt  ') return { type: 'video/quicktime', gpano: false };
  if (brands.some((brand) => MP4_BRANDS.test(brand))) return { type: 'video/mp4', gpano: false };
  return { type: null, raw: false };
}

/** Old QuickTime files open with a movie atom instead of `ftyp`. */
const QUICKTIME_ATOMS = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

/**
 * What a file is, from its first bytes (up to {@link SNIFF_BYTES}), never from its name: JPEG,
 * PNG, WebP, HEIC/HEIF, MP4 or QuickTime, with the pixel size where the header holds it (JPEG
 * SOF, PNG IHDR, WebP VP8/VP8L/VP8X, HEIF `ispe`) and whether a JPEG carries GPano XMP.
 * Anything else is `type: null`, marked `raw` when it is a camera RAW file.
 */
export function sniffFile(bytes: Uint8Array): SniffedFile {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return sniffJpeg(bytes);
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) && ascii(bytes, 12, 4) === 'IHDR')
    return { type: 'image/png', width: u32be(bytes, 16), height: u32be(bytes, 20), gpano: false };
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return sniffWebp(bytes);
  if (ascii(bytes, 4, 4) === 'ftyp') return sniffIso(bytes);
  if (QUICKTIME_ATOMS.has(ascii(bytes, 4, 4))) return { type: 'video/quicktime', gpano: false };
  // TIFF, little- or big-endian: DNG, NEF, CR2, ARW, ORF and most other RAW formats.
  const tiff = startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]);
  // Fujifilm RAF and Panasonic RW2 have signatures of their own.
  const raw =
    tiff || ascii(bytes, 0, 15) === 'FUJIFILMCCD-RAW' || startsWith(bytes, [0x49, 0x49, 0x55, 0x00]);
  return { type: null, raw };
}
