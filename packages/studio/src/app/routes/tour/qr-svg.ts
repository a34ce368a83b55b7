import { create } from 'qrcode';

/** The light border a reader needs around the code, in modules (the standard's minimum). */
const QUIET_ZONE = 4;

/** A QR code as one SVG path of its dark modules, in a square of `size` modules with its border. */
export interface QrShape {
  size: number;
  path: string;
}

/** The QR code of `text` (medium error correction, which survives a smudged print). */
export function qrShape(text: string): QrShape {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const steps: string[] = [];
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++)
      if (modules.get(row, col)) steps.push(`M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
  return { size: modules.size + 2 * QUIET_ZONE, path: steps.join('') };
}

/** The QR code as an SVG file of its own, black on white, for printing. */
export function qrSvgFile({ size, path }: QrShape, pixels = 512): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${pixels}" height="${pixels}" shape-rendering="crispEdges">`,
    `<rect width="${size}" height="${size}" fill="#fff"/>`,
    `<path d="${path}" fill="#000"/>`,
    '</svg>',
  ].join('');
}
