import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isWebVtt } from '../media/probe-captions.js';
import { probeMp4Duration } from '../media/probe-video.js';
import { FIXTURES } from '../test-support/fixtures.js';

describe('media probes', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tourview-probe-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('reads an MP4 duration from its movie header and rejects other files', async () => {
    expect(await probeMp4Duration(join(FIXTURES, 'two-rooms', 'walkthrough.mp4'))).toBeCloseTo(2, 1);
    expect(await probeMp4Duration(join(FIXTURES, 'two-rooms', 'living.jpg'))).toBeNull();
    await writeFile(join(dir, 'short.mp4'), Buffer.from([0, 0, 0, 8]));
    expect(await probeMp4Duration(join(dir, 'short.mp4'))).toBeNull();
  });

  it('recognises WebVTT with or without a byte-order mark, and nothing else', async () => {
    await writeFile(join(dir, 'bom.vtt'), '\uFEFFWEBVTT - with a title\n\n');
    await writeFile(join(dir, 'plain.vtt'), 'WEBVTT');
    await writeFile(join(dir, 'srt.vtt'), '1\n00:00:00,000 --> 00:00:01,000\nHi\n');
    await writeFile(join(dir, 'almost.vtt'), 'WEBVTTX\n');
    expect(await isWebVtt(join(dir, 'bom.vtt'))).toBe(true);
    expect(await isWebVtt(join(dir, 'plain.vtt'))).toBe(true);
    expect(await isWebVtt(join(dir, 'srt.vtt'))).toBe(false);
    expect(await isWebVtt(join(dir, 'almost.vtt'))).toBe(false);
  });
});
