import { describe, expect, it } from 'vitest';
import type { SniffedFile } from './sniff-file.js';
import { classifyUpload } from './upload-classification.js';

const jpeg = (width: number, height: number, gpano = false): SniffedFile => ({
  type: 'image/jpeg',
  width,
  height,
  gpano,
});

describe('classifyUpload', () => {
  it('makes a 2:1 image or one with GPano a panorama, other images photos, video video', () => {
    expect(classifyUpload('living.jpg', jpeg(8000, 4000))).toMatchObject({
      accepted: true,
      kind: 'panorama',
    });
    expect(classifyUpload('cropped.jpg', jpeg(8000, 2000, true))).toMatchObject({ kind: 'panorama' });
    expect(classifyUpload('plan.jpg', jpeg(3000, 2000))).toMatchObject({ kind: 'image', type: 'image/jpeg' });
    expect(classifyUpload('IMG_1.HEIC', { type: 'image/heic', gpano: false })).toMatchObject({
      kind: 'image',
    });
    expect(classifyUpload('walk.mov', { type: 'video/quicktime', gpano: false })).toMatchObject({
      kind: 'video',
    });
  });

  it('takes an Insta360 .insp that is a stitched 2:1 JPEG as a panorama', () => {
    expect(classifyUpload('IMG_2024.insp', jpeg(6080, 3040))).toEqual({
      accepted: true,
      kind: 'panorama',
      type: 'image/jpeg',
      width: 6080,
      height: 3040,
    });
  });

  it('refuses with what would work instead', () => {
    const reason = (name: string, sniffed: SniffedFile) => {
      const result = classifyUpload(name, sniffed);
      return result.accepted ? null : result.reason;
    };
    expect(reason('IMG_2024.insp', jpeg(5760, 2880 * 2))).toBe(
      'IMG_2024.insp: an unstitched Insta360 photo (two fisheye circles); export a stitched 2:1 panorama from Insta360 Studio',
    );
    expect(reason('VID_1.insv', { type: 'video/mp4', gpano: false })).toBe(
      'VID_1.insv: an Insta360 video; export a 360° MP4 from Insta360 Studio',
    );
    expect(reason('DSC_1.NEF', { type: null, raw: true })).toBe(
      'DSC_1.NEF: a RAW photo; export it as JPEG from your camera app or Lightroom',
    );
    expect(reason('IMG_1.CR3', { type: null, raw: false })).toContain('a RAW photo');
    expect(reason('notes.pdf', { type: null, raw: false })).toBe(
      'notes.pdf: not a file the studio takes; it takes JPEG, PNG, WebP or HEIC images and MP4 or MOV video',
    );
  });
});
