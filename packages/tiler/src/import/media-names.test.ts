import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { manifestSchema } from '@tourview/schema';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../test-support/fixtures.js';
import { mediaFilesOf } from './media-names.js';

const manifest = manifestSchema.parse(
  JSON.parse(readFileSync(join(FIXTURES, 'two-rooms', 'tour.json'), 'utf8')),
);

describe('mediaFilesOf', () => {
  it('names a file once per role, numbering repeats, and never keeps the operator name', () => {
    const [living, kitchen] = manifest.scenes;
    if (!living || !kitchen || !manifest.video) throw new Error('The two-rooms fixture changed.');
    const info = { id: 'x', yaw: 0, pitch: 0, title: 'X', text: 'X' };
    const files = mediaFilesOf({
      ...manifest,
      scenes: [
        {
          ...living,
          infos: [
            { ...info, image: 'a.jpg' },
            { ...info, id: 'y', image: 'b.jpg' },
          ],
        },
        { ...kitchen, infos: [{ ...info, image: 'a.jpg' }] },
      ],
      video: {
        ...manifest.video,
        poster: 'a.jpg',
        captions: [
          { file: 'one.vtt', lang: 'en', label: 'English' },
          { file: 'two.vtt', lang: 'en', label: 'English (SDH)' },
        ],
      },
    });
    expect(files.map(({ role, source, name }) => `${role} ${source} ${name}`)).toEqual([
      'info a.jpg info-1.webp',
      'info b.jpg info-2.webp',
      'plan plan.png plan-1.webp',
      'video walkthrough.mp4 video.mp4',
      'poster a.jpg poster.webp',
      'captions one.vtt captions-en.vtt',
      'captions two.vtt captions-en-2.vtt',
    ]);
  });
});
