import { join } from 'node:path';
import { parseGPano } from '../media/gpano.js';
import { isWebVtt } from '../media/probe-captions.js';
import { probeImage, type ImageSize } from '../media/probe-image.js';
import { probeMp4Duration } from '../media/probe-video.js';
import { panoramaLayout } from '../media/panorama-layout.js';
import type { FileKind } from './file-refs.js';

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
  if (!image.ok) return fail(file, image.problem);
  if (kind === 'panorama') {
    const layout = panoramaLayout(image.size, parseGPano(image.xmp, image.size));
    if ('problem' in layout) return fail(file, layout.problem);
  }
  return { ok: true, image: image.size };
}

function fail(file: string, problem: string): Probe {
  return { ok: false, problem: `${file}: ${problem}` };
}
