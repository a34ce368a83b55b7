import { join } from 'node:path';
import { MAX_PANORAMA_PIXELS } from '../project/equirect.js';
import { isWebVtt } from '../media/probe-captions.js';
import { probeImage, type ImageSize } from '../media/probe-image.js';
import { probeMp4Duration } from '../media/probe-video.js';
import type { FileKind } from './file-refs.js';

/** Smallest panorama accepted: faces of 64 px. */
export const MIN_PANORAMA = { width: 256, height: 128 } as const;
const MAX_PANORAMA_WIDTH = Math.sqrt(MAX_PANORAMA_PIXELS * 2);

/** What probing a file found: its facts, or the one problem with it (prefixed by its name). */
export type Probe = { ok: true; image?: ImageSize; duration?: number } | { ok: false; problem: string };

/** Checks that a file is what the manifest says it is, and measures it. */
export async function probeFile(folder: string, file: string, kind: FileKind): Promise<Probe> {
  const path = join(folder, file);
  if (kind === 'video') {
    const duration = await probeMp4Duration(path);
    return duration === null ? fail(file, 'not an MP4 video') : { ok: true, duration };
  }
  if (kind === 'captions') {
    return (await isWebVtt(path))
      ? { ok: true }
      : fail(file, 'not a WebVTT file (it must start with "WEBVTT")');
  }
  const image = await probeImage(path);
  if (!image) return fail(file, 'not a decodable image');
  const problem = kind === 'panorama' ? panoramaProblem(image) : null;
  return problem ? fail(file, problem) : { ok: true, image };
}

/** Why a panorama of this size cannot be tiled, or `null`. */
export function panoramaProblem({ width, height }: ImageSize): string | null {
  const size = `${width}×${height}`;
  if (width !== height * 2) return `${size} is not 2:1`;
  if (width < MIN_PANORAMA.width)
    return `${size} is too small (at least ${MIN_PANORAMA.width}×${MIN_PANORAMA.height})`;
  if (width > MAX_PANORAMA_WIDTH)
    return `${size} is too large (at most ${MAX_PANORAMA_WIDTH}×${MAX_PANORAMA_WIDTH / 2})`;
  return null;
}

function fail(file: string, problem: string): Probe {
  return { ok: false, problem: `${file}: ${problem}` };
}
