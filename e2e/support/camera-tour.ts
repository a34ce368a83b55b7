import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Face } from '@tourview/schema';
import { importTour } from '@tourview/tiler';
import {
  cubeColours,
  gpanoXmp,
  jpegOf,
  storedFor,
} from '../../packages/tiler/src/test-support/camera-fixtures.js';
import { ROOT } from './stack.js';

const CUBE = join(ROOT, 'fixtures', 'cube-colours');

/** The flat colour of each cube face of the cube-colours panorama. */
export const FACE_COLOURS = JSON.parse(readFileSync(join(CUBE, 'face-colours.json'), 'utf8')) as Record<
  Face,
  [number, number, number]
>;

/** Where the partial panorama lies on its 1024×512 equirect (GPano's cropped area). */
export const PHONE_CROP = { left: 128, top: 128, width: 768, height: 256 } as const;
/** The partial panorama's GPano heading, degrees: the scene's north is its negative. */
export const PHONE_HEADING = 30;

/**
 * Imports, through the tiler's API into `dataDir`, the cube-colours tour with two scenes made
 * as cameras make them: `turned`, stored sideways with EXIF orientation 6, and `phone`, a
 * partial panorama (pitch −45° to 45°, a quarter of the yaws missing) placed by GPano XMP
 * with a heading. Both show the cube's face colours where they cover it.
 */
export async function importCameraTour(dataDir: string, code: string): Promise<void> {
  const folder = await mkdtemp(join(tmpdir(), 'tourview-camera-'));
  try {
    cpSync(CUBE, folder, { recursive: true });
    const shown = await cubeColours(1024);
    writeFileSync(
      join(folder, 'turned.jpg'),
      await jpegOf(storedFor(shown, 6)).withMetadata({ orientation: 6 }).toBuffer(),
    );
    const { left, top, width, height } = PHONE_CROP;
    const crop = Buffer.alloc(width * height * 3);
    for (let y = 0; y < height; y++) {
      const from = ((top + y) * shown.width + left) * 3;
      shown.data.copy(crop, y * width * 3, from, from + width * 3);
    }
    writeFileSync(
      join(folder, 'phone.jpg'),
      await jpegOf({ data: crop, width, height })
        .withXmp(
          gpanoXmp({
            FullPanoWidthPixels: shown.width,
            FullPanoHeightPixels: shown.height,
            CroppedAreaImageWidthPixels: width,
            CroppedAreaImageHeightPixels: height,
            CroppedAreaLeftPixels: left,
            CroppedAreaTopPixels: top,
            PoseHeadingDegrees: PHONE_HEADING,
          }),
        )
        .toBuffer(),
    );
    // A title of its own: the studio's search test counts the shared server's tours by title.
    const manifest = readFileSync(join(folder, 'tour.yaml'), 'utf8').replace(
      /^title: .*$/m,
      'title: Camera files',
    );
    const scenes = manifest.slice(manifest.indexOf('scenes:'));
    writeFileSync(
      join(folder, 'tour.yaml'),
      manifest.replace(
        scenes,
        [
          'scenes:',
          '  - { id: turned, title: Turned, description: Stored sideways., panorama: turned.jpg }',
          '  - { id: phone, title: Phone, description: A partial panorama., panorama: phone.jpg }',
          '',
        ].join('\n'),
      ),
    );
    await importTour({ folder, dataDir, code, replace: true });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
