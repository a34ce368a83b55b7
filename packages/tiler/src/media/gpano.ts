/**
 * Google's Photo Sphere XMP (GPano), which phones and stitchers write to place a partial
 * panorama on the full equirect it was cropped from. Photo Sphere Viewer and Pannellum read
 * the same properties.
 */
export interface GPano {
  fullWidth: number;
  fullHeight: number;
  croppedWidth: number;
  croppedHeight: number;
  left: number;
  top: number;
  /** Compass heading, degrees clockwise from north, of the full panorama's centre. */
  heading?: number;
}

const FIELDS = {
  fullWidth: 'FullPanoWidthPixels',
  fullHeight: 'FullPanoHeightPixels',
  croppedWidth: 'CroppedAreaImageWidthPixels',
  croppedHeight: 'CroppedAreaImageHeightPixels',
  left: 'CroppedAreaLeftPixels',
  top: 'CroppedAreaTopPixels',
  heading: 'PoseHeadingDegrees',
} as const;

/**
 * One GPano property of an XMP packet, written either way RDF allows: as an attribute
 * (`GPano:Name="4000"`) or as an element (`<GPano:Name>4000</GPano:Name>`). Any namespace
 * prefix is accepted, since some writers bind the GPano namespace to another one.
 */
function property(xmp: string, name: string): number | undefined {
  const match =
    new RegExp(`[\\s<](?:[\\w.-]+:)?${name}\\s*=\\s*(["'])\\s*([^"']*?)\\s*\\1`).exec(xmp) ??
    new RegExp(`<(?:[\\w.-]+:)?${name}(?:\\s[^>]*)?>\\s*([^<]*?)\\s*</`).exec(xmp);
  const text = match?.[match.length - 1];
  if (text === undefined || text === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * The GPano placement in an XMP packet, or `null` when it has none (no full panorama width).
 * Missing crop properties default to the whole image, as the GPano specification says; the
 * image's size fills them in.
 */
export function parseGPano(
  xmp: Buffer | string | undefined,
  image: { width: number; height: number },
): GPano | null {
  if (!xmp) return null;
  const text = typeof xmp === 'string' ? xmp : xmp.toString('utf8');
  const fullWidth = property(text, FIELDS.fullWidth);
  if (fullWidth === undefined) return null;
  const croppedWidth = property(text, FIELDS.croppedWidth) ?? image.width;
  const croppedHeight = property(text, FIELDS.croppedHeight) ?? image.height;
  const fullHeight = property(text, FIELDS.fullHeight) ?? fullWidth / 2;
  const heading = property(text, FIELDS.heading);
  return {
    fullWidth,
    fullHeight,
    croppedWidth,
    croppedHeight,
    left: property(text, FIELDS.left) ?? 0,
    top: property(text, FIELDS.top) ?? Math.round((fullHeight - croppedHeight) / 2),
    ...(heading === undefined ? {} : { heading }),
  };
}
