import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os, { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { importTour, reprojectionNsPerPixel } from '@tourview/tiler';
import sharp, { type Sharp } from 'sharp';
import { benchManifest, HEIGHT, paintPanorama, WIDTH, writeBenchTour } from './bench-panorama.js';
import { decodeAndEncodeInChild, importInChild, type ChildImport } from './tiler-pipeline.js';

/** The panorama whose import's peak memory is measured. */
const LARGE_WIDTH = 12000;

function raw(data: Buffer, width: number, height: number) {
  return sharp(data, { raw: { width, height, channels: 3 } });
}

/** Encodes the 16 tiles of a 2048-px crop with one encoder; ms and bytes. */
async function encodeTiles(
  face: Buffer,
  encode: (s: Sharp) => Sharp,
): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const jobs: Promise<Buffer>[] = [];
  for (let y = 0; y < 4; y++) {
    for (let x = 0; x < 4; x++) {
      jobs.push(
        encode(
          raw(face, 2048, 2048).extract({ left: x * 512, top: y * 512, width: 512, height: 512 }),
        ).toBuffer(),
      );
    }
  }
  const tiles = await Promise.all(jobs);
  return { ms: performance.now() - started, bytes: tiles.reduce((sum, t) => sum + t.length, 0) };
}

/** Encoder choices for tiles, each on the same 2048×2048 crop of the panorama. */
async function encoderComparison(folder: string): Promise<Record<string, number>> {
  const face = await sharp(join(folder, 'room.jpg'))
    .extract({ left: 3072, top: 1024, width: 2048, height: 2048 })
    .raw()
    .toBuffer();
  const results: Record<string, number> = {};
  const encoders: Record<string, (s: Sharp) => Sharp> = {
    webpEffort0: (s) => s.webp({ quality: 80, effort: 0 }),
    webpEffort2: (s) => s.webp({ quality: 80, effort: 2 }),
    webpEffort4: (s) => s.webp({ quality: 80, effort: 4 }),
    jpegQ80: (s) => s.jpeg({ quality: 80 }),
  };
  for (const [name, encode] of Object.entries(encoders)) {
    const { ms, bytes } = await encodeTiles(face, encode);
    results[`${name}Ms`] = Math.round(ms);
    results[`${name}Bytes`] = bytes;
  }
  return results;
}

/**
 * Imports a two-scene tour of procedurally painted 8192×4096 panoramas and reports the time
 * per panorama (the first one also builds the lookup tables the second reuses), bytes per
 * tile level, and how the tile encoders compare on the same pixels. Bytes are per level for
 * all six faces; `level2` is the finest.
 */
export async function runTilerBench(): Promise<Record<string, number | string>> {
  const folder = await mkdtemp(join(tmpdir(), 'tourview-bench-'));
  try {
    await writeBenchTour(folder);
    const cpuBefore = process.cpuUsage();
    const result = await importTour({ folder, dataDir: join(folder, 'data'), code: 'bench' });
    const cpu = process.cpuUsage(cpuBefore);
    const [first, second] = result.scenes;
    const report: Record<string, number | string> = {
      cores: availableParallelism(),
      panorama: `${WIDTH}×${HEIGHT}`,
      firstPanoramaMs: Math.round(first?.ms ?? 0),
      nextPanoramaMs: Math.round(second?.ms ?? 0),
      wholeImportMs: Math.round(result.ms),
      // CPU time of every thread: what the wall time would be on one idle core, whatever else
      // the machine was doing while the bench ran.
      wholeImportCpuMs: Math.round((cpu.user + cpu.system) / 1000),
      loadAverage: os.loadavg()[0]?.toFixed(1) ?? '',
      levels: first?.levels.map((l) => l.size).join('/') ?? '',
      previewBytes: first?.previewBytes ?? 0,
      thumbnailBytes: first?.thumbnailBytes ?? 0,
      // The link-preview image: part of wholeImportMs, written once per tour after the scenes.
      shareImageMs: Math.round(result.shareImage?.ms ?? 0),
      shareImageBytes: result.shareImage?.bytes ?? 0,
    };
    first?.bytesPerLevel.forEach((bytes, z) => (report[`level${z}Bytes`] = bytes));
    // The reprojection kernel alone: CPU ns per output pixel of the six top-level faces.
    report.remapNsPerPixel = Number((await reprojectionNsPerPixel(join(folder, 'room.jpg'))).toFixed(1));
    return { ...report, ...(await encoderComparison(folder)), ...(await pipelineBudgets(folder)) };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Rounds of the time budget's measures, whose medians are reported: the machine is shared. */
const ROUNDS = 3;

/**
 * The import's two budgets, each import in a fresh process. Time: the tiling of one 8192×4096
 * panorama against decoding it and WebP-encoding as many tile pixels (`tilingVsDecodeEncode`,
 * at most 1.3): the pipeline's own work over the work no pipeline can skip. Each round
 * measures that floor in a child process, then imports a tour of the panorama twice in
 * another: its first scene also starts the threads and builds the lookup tables, the second
 * is what each further panorama of a tour costs; the whole import adds the database, the
 * share image and process start. Medians of the rounds, with the CPU time of every thread
 * beside the wall time, which the other processes on the machine stretch; `loadAverage` is
 * the one-minute load when the rounds ended. Memory: the peak of one 12000×6000 panorama's
 * import (`largeImportMaxRssMb`, at most 700).
 */
async function pipelineBudgets(folder: string): Promise<Record<string, number | string>> {
  const single = join(folder, 'single');
  await mkdir(single);
  await copyFile(join(folder, 'room.jpg'), join(single, 'room.jpg'));
  const floors: { ms: number; cpuMs: number }[] = [];
  const imports: ChildImport[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    floors.push(await decodeAndEncodeInChild(join(single, 'room.jpg'), WIDTH));
    imports.push(await importInChild(single, benchManifest()));
  }
  const loadAverage = os.loadavg()[0]?.toFixed(1) ?? '';
  const floorMs = median(floors.map((f) => f.ms));
  const floorCpuMs = median(floors.map((f) => f.cpuMs));
  const firstMs = median(imports.map((i) => i.sceneMs[0] ?? 0));
  const nextMs = median(imports.map((i) => i.sceneMs[1] ?? 0));
  const firstCpuMs = median(imports.map((i) => i.firstSceneCpuMs));
  const large = join(folder, 'large');
  await mkdir(large);
  await raw(paintPanorama(LARGE_WIDTH), LARGE_WIDTH, LARGE_WIDTH / 2)
    .jpeg({ quality: 90 })
    .toFile(join(large, 'room.jpg'));
  const big = await importInChild(large, benchManifest(['room']));
  const ratio = (a: number, b: number) => Number((a / b).toFixed(2));
  return {
    pipelineLoadAverage: loadAverage,
    decodeEncodeMs: floorMs,
    decodeEncodeCpuMs: floorCpuMs,
    firstTilingMs: firstMs,
    nextTilingMs: nextMs,
    firstTilingCpuMs: firstCpuMs,
    twoSceneImportMs: median(imports.map((i) => i.ms)),
    tilingVsDecodeEncode: ratio(nextMs, floorMs),
    firstTilingVsDecodeEncode: ratio(firstMs, floorMs),
    firstTilingCpuVsDecodeEncode: ratio(firstCpuMs, floorCpuMs),
    largeImportMs: big.ms,
    largeImportMaxRssMb: big.maxRssMb,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
