import { DRAFT_CUBE, FACES, type Face } from '@tourview/schema';
import sharp from 'sharp';
import { readPanoramaLayout } from '../media/panorama-file.js';
import { northOf, workingWidth } from '../media/panorama-layout.js';
import { decodePanorama } from '../project/decode-panorama.js';
import { CubeReprojector } from '../project/cube-faces.js';
import { WorkerPool } from '../project/worker-pool.js';
import { WEBP, type RgbImage } from '../pyramid/encode.js';

/** Face size of a draft's editing cube: sharp enough to aim a door, small enough to make in a second. */
export const DRAFT_FACE_SIZE = DRAFT_CUBE.faceSize;
/** Face size of its preview strip, as a published scene's. */
export const DRAFT_PREVIEW_FACE_SIZE = DRAFT_CUBE.previewFaceSize;

/** A draft panorama as the studio's editor shows it: six faces and the preview strip, WebP. */
export interface DraftCube {
  faces: Record<Face, Buffer>;
  /** The six faces stacked vertically in `FACES` order, {@link DRAFT_PREVIEW_FACE_SIZE} each. */
  preview: Buffer;
  /** The yaw at which north lies, from the file's GPano heading, as publishing reads it. */
  north?: number;
}

/**
 * Renders a draft's panorama file as a small cube, before any publish: decoded the way
 * publishing decodes it (EXIF orientation, colour profile, GPano placement) and reprojected by
 * the same machinery (`CubeReprojector`, on worker threads, so the caller's process stays
 * responsive), so a hotspot placed on it lands where visitors will see it. Its two lookup
 * tables each cover a quarter of a face, which mirroring turns into all six; a 90° perspective
 * render per face had built twelve times the table entries and the mips six times (the cube of
 * an 8192×4096 JPEG took 1.0–1.25 s of CPU that way, 0.78–0.86 s this way, same machine).
 */
export async function renderDraftCube(file: string, threads = 2): Promise<DraftCube> {
  const layout = await readPanoramaLayout(file);
  // π face widths cover the equirect's width: four times the face keeps every face pixel sharp.
  const width = Math.min(workingWidth(layout), DRAFT_FACE_SIZE * 4);
  const pool = new WorkerPool(threads);
  try {
    const equirect = await decodePanorama(file, layout, width);
    const size = DRAFT_FACE_SIZE;
    const sample = await new CubeReprojector(pool).sampler(equirect, size);
    const images = await Promise.all(
      FACES.map(async (face) => ({
        data: await sample(face, new Uint8Array(size * size * 3)),
        width: size,
        height: size,
      })),
    );
    const encoded = await Promise.all(images.map((image) => webpOf(image)));
    const faces = Object.fromEntries(FACES.map((face, i) => [face, encoded[i]])) as Record<Face, Buffer>;
    const north = northOf(layout);
    return { faces, preview: await previewOf(images), ...(north === undefined ? {} : { north }) };
  } finally {
    await pool.close();
  }
}

function raw(image: RgbImage) {
  return sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } });
}

function webpOf(image: RgbImage): Promise<Buffer> {
  return raw(image).webp(WEBP).toBuffer();
}

async function previewOf(images: RgbImage[]): Promise<Buffer> {
  const size = DRAFT_PREVIEW_FACE_SIZE;
  const small = await Promise.all(
    images.map((image) => raw(image).resize(size, size, { kernel: 'lanczos3' }).png().toBuffer()),
  );
  return sharp({ create: { width: size, height: size * FACES.length, channels: 3, background: '#000' } })
    .composite(small.map((input, i) => ({ input, left: 0, top: i * size })))
    .webp(WEBP)
    .toBuffer();
}
