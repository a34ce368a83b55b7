import { join } from 'node:path';
import { parseGPano } from '../media/gpano.js';
import { isWebVtt } from '../media/probe-captions.js';
import { probeImage, type ImageSize } from '../media/probe-image.js';
import { probeMp4Duration } from '../media/probe-video.js';
import { panoramaLayout } from '../media/panorama-layout.js';
import type { FileKind } from './file-refs.js';

/** Why a file is not what it must be; the studio shows it beside the file. */
export type ProbeProblemCode = 'not_video' | 'not_captions' | 'not_image' | 'not_panorama';

/** What probing a file found: its facts, or the one problem with it (prefixed by its name). */
export type Probe =
  { ok: true; image?: ImageSize; duration?: number } | { ok: false; code: ProbeProblemCode; problem: string };

/** Checks that a file is what the manifest says it is, and measures it. */
export async function probeFile(folder: string, file: string, kind: FileKind): Promise<Probe> {
  const path = join(folder, file);
  if (kind === 'video') {
    const duration = await probeMp4Duration(path);
    return duration === null ? fail(file, 'not_video', 'not an MP4 video') : { ok: true, duration };
  }
  if (kind === 'captions') {
    return (await isWebVtt(path))
      ? { ok: true }
      : fail(file, 'not_captions', 'not a WebVTT file (it must start with "WEBVTT")');
  }
  const image = await probeImage(path);
  if (!image.ok) return fail(file, 'not_image', image.problem);
  if (kind === 'panorama') {
    const layout = panoramaLayout(image.size, parseGPano(image.xmp, image.size));
    if ('problem' in layout) return fail(file, 'not_panorama', layout.problem);
  }
  return { ok: true, image: image.size };
}

function fail(file: string, code: ProbeProblemCode, problem: string): Probe {
  return { ok: false, code, problem: `${file}: ${problem}` };
}
