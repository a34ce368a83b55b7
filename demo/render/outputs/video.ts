import { spawn } from 'node:child_process';
import { once } from 'node:events';
import sharp from 'sharp';
import { addPerspective, type Equirect } from './reproject.js';
import { FPS, framePoses, videoLength, type Shot } from './video-script.js';

const WIDTH = 1280;
const HEIGHT = 720;
/** x264 settings chosen so ~28 s of slow pans stay under the 4 MB budget. */
const X264 = [
  '-c:v',
  'libx264',
  '-preset',
  'slow',
  '-crf',
  '26',
  '-maxrate',
  '900k',
  '-bufsize',
  '1800k',
  '-pix_fmt',
  'yuv420p',
  '-threads',
  '2',
];

/** One frame of the walkthrough as RGB bytes. */
export function renderFrame(
  shots: readonly Shot[],
  panoramas: ReadonlyMap<string, Equirect>,
  t: number,
): Buffer {
  const frame = new Float32Array(WIDTH * HEIGHT * 3);
  for (const { pose, weight } of framePoses(shots, t)) {
    const pano = panoramas.get(pose.room.id);
    if (!pano) throw new Error(`No panorama for "${pose.room.id}".`);
    addPerspective(
      pano,
      { yaw: pose.yaw, pitch: pose.pitch, fov: pose.fov, width: WIDTH, height: HEIGHT },
      weight,
      frame,
    );
  }
  const bytes = new Uint8ClampedArray(frame.length);
  bytes.set(frame);
  return Buffer.from(bytes.buffer);
}

/** Encodes the walkthrough to an H.264 MP4 (moov atom first, for quick starts) at `file`. */
export async function encodeWalkthrough(
  shots: readonly Shot[],
  panoramas: ReadonlyMap<string, Equirect>,
  file: string,
  log: (line: string) => void,
): Promise<void> {
  const input = [
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgb24',
    '-s',
    `${WIDTH}x${HEIGHT}`,
    '-r',
    String(FPS),
    '-i',
    '-',
  ];
  const ffmpeg = spawn(
    'ffmpeg',
    ['-y', '-loglevel', 'error', ...input, ...X264, '-movflags', '+faststart', file],
    { stdio: ['pipe', 'inherit', 'inherit'] },
  );
  const frames = Math.round(videoLength(shots) * FPS);
  for (let f = 0; f < frames; f++) {
    if (!ffmpeg.stdin.write(renderFrame(shots, panoramas, f / FPS))) await once(ffmpeg.stdin, 'drain');
    if (f % (FPS * 5) === 0) log(`video: frame ${f}/${frames}`);
  }
  ffmpeg.stdin.end();
  const [code] = (await once(ffmpeg, 'close')) as [number | null];
  if (code !== 0) throw new Error(`ffmpeg exited with ${code}.`);
}

/** A poster frame as JPEG. */
export function posterJpeg(
  shots: readonly Shot[],
  panoramas: ReadonlyMap<string, Equirect>,
  t: number,
): Promise<Buffer> {
  return sharp(renderFrame(shots, panoramas, t), { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
