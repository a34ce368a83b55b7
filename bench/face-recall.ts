import { readdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { DRAFT_FACE_SIZE, detectFaces, proposeFaces, renderDraftCube, type FaceBox } from '@tourview/tiler';
import sharp from 'sharp';

/**
 * `npm run bench:faces -- <folder>…`: how many people's faces the face proposals find, and how
 * many things they take for a face, on photos whose faces were counted by hand. Each photo is
 * fitted into a cube face (1024 pixels, grey around it) and searched as the inspection searches
 * one. A find counts against the photo's faces up to their number, the rest as false; `--boxes
 * <folder>` writes each photo with its finds outlined, to check by eye that they are faces;
 * `--panorama <file>` also times the proposals of one whole panorama (six cube faces).
 */
const FACES: Readonly<Record<string, number>> = {
  // scikit-image's sample images (Debian's python3-skimage, skimage/data/).
  'astronaut.png': 1,
  'camera.png': 1,
  // @vladmandic/face-api's demo photos (demo/ in its npm package).
  'sample1.jpg': 3,
  'sample2.jpg': 3,
  'sample3.jpg': 3,
  'sample4.jpg': 4,
  'sample5.jpg': 5,
  'sample6.jpg': 4,
};

const IMAGE = /\.(png|jpe?g)$/i;
/** scikit-image's data folder also holds test patterns a few pixels across: no photos. */
const MIN_SIDE = 256;

async function asCubeFace(file: string) {
  const { data, info } = await sharp(file)
    .removeAlpha()
    .toColourspace('srgb')
    .resize(DRAFT_FACE_SIZE, DRAFT_FACE_SIZE, { fit: 'contain', background: '#808080' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data), width: info.width, height: info.height };
}

async function outline(file: string, boxes: FaceBox[], folder: string): Promise<void> {
  const rects = boxes
    .map(
      (b) =>
        `<rect x="${b.x}" y="${b.y}" width="${b.width}" height="${b.height}" fill="none" stroke="#ff0" stroke-width="4"/>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${DRAFT_FACE_SIZE}" height="${DRAFT_FACE_SIZE}">${rects}</svg>`;
  await sharp(
    await sharp(file)
      .resize(DRAFT_FACE_SIZE, DRAFT_FACE_SIZE, { fit: 'contain', background: '#808080' })
      .png()
      .toBuffer(),
  )
    .composite([{ input: Buffer.from(svg) }])
    .png()
    .toFile(join(folder, `${basename(file)}.png`));
}

/** CPU milliseconds of `work`, this process's threads together. */
async function cpuMs<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const start = process.cpuUsage();
  const result = await work();
  const used = process.cpuUsage(start);
  return { result, ms: Math.round((used.user + used.system) / 1000) };
}

/** The value after `flag`, and the arguments without both. */
function option(argv: string[], flag: string): [string | undefined, string[]] {
  const at = argv.indexOf(flag);
  return at < 0 ? [undefined, argv] : [argv[at + 1], argv.filter((_, i) => i !== at && i !== at + 1)];
}

async function timePanorama(file: string) {
  const cube = await renderDraftCube(file);
  const first = await cpuMs(() => proposeFaces(cube.faces));
  const again = await cpuMs(() => proposeFaces(cube.faces));
  console.log(
    JSON.stringify({
      panorama: basename(file),
      proposals: again.result.length,
      firstCpuMs: first.ms,
      cpuMs: again.ms,
    }),
  );
}

async function main(args: string[]) {
  const [boxes, rest] = option(args, '--boxes');
  const [panorama, folders] = option(rest, '--panorama');
  if (panorama) await timePanorama(panorama);
  const totals = {
    faces: 0,
    found: 0,
    falseFinds: 0,
    facelessImages: 0,
    facelessWithFinds: 0,
    images: 0,
    cpuMs: 0,
  };
  for (const folder of folders)
    for (const name of (await readdir(folder)).filter((n) => IMAGE.test(n)).sort()) {
      const file = join(folder, name);
      // scikit-image's folder also holds a deliberately truncated JPEG.
      const { width = 0, height = 0 } = await sharp(file)
        .metadata()
        .catch(() => ({ width: 0, height: 0 }));
      if (Math.min(width, height) < MIN_SIDE) continue;
      const image = await asCubeFace(file);
      const { result: finds, ms } = await cpuMs(() => detectFaces(image));
      // The first search also loads the model.
      if (totals.images > 0) totals.cpuMs += ms;
      const faces = FACES[name] ?? 0;
      totals.images++;
      totals.faces += faces;
      totals.found += Math.min(faces, finds.length);
      totals.falseFinds += Math.max(0, finds.length - faces);
      if (faces === 0) {
        totals.facelessImages++;
        if (finds.length > 0) totals.facelessWithFinds++;
      }
      console.log(
        `${name}: ${faces} faces, ${finds.length} found (${finds.map((f) => f.score.toFixed(2)).join(' ')})`,
      );
      if (boxes) await outline(file, finds, boxes);
    }
  console.log(
    JSON.stringify({
      ...totals,
      recall: totals.found / totals.faces,
      cpuMsPerCubeFace: Math.round(totals.cpuMs / Math.max(1, totals.images - 1)),
    }),
  );
}

await main(process.argv.slice(2));
