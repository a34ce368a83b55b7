import { describe, expect, it } from 'vitest';
import { checkUpload, withTypeExtension } from './studio-uploads.js';

const MB = 1024 * 1024;

describe('checkUpload', () => {
  it('takes a panorama up to 300 MB as JPEG, PNG or WebP', () => {
    expect(
      checkUpload({ kind: 'panorama', filename: 'living.JPG', filetype: 'image/jpeg', bytes: 300 * MB }),
    ).toBeNull();
    expect(
      checkUpload({ kind: 'panorama', filename: 'k.webp', filetype: 'image/webp', bytes: 1 }),
    ).toBeNull();
  });

  it('refuses a file larger than its kind allows, naming the file', () => {
    expect(
      checkUpload({ kind: 'plan', filename: 'plan.png', filetype: 'image/png', bytes: 31 * MB }),
    ).toEqual({
      code: 'payload_too_large',
      detail: 'plan.png: 31 MB is more than the 30 MB a plan may have',
    });
  });

  it('judges the content type the bytes have, not the name', () => {
    const gif = checkUpload({ kind: 'image', filename: 'a.gif', filetype: 'image/gif', bytes: 10 });
    expect(gif).toEqual({
      code: 'unsupported_media_type',
      detail: 'a.gif: an image must be JPEG, PNG, WebP or HEIC (got image/gif)',
    });
    expect(checkUpload({ kind: 'image', filename: 'a.png', filetype: 'image/jpeg', bytes: 10 })).toBeNull();
    expect(
      checkUpload({ kind: 'image', filename: 'IMG_1.HEIC', filetype: 'image/heic', bytes: 10 }),
    ).toBeNull();
    expect(
      checkUpload({ kind: 'panorama', filename: 'x.insp', filetype: 'image/jpeg', bytes: 10 }),
    ).toBeNull();
    expect(checkUpload({ kind: 'video', filename: 'w.webm', filetype: 'video/webm', bytes: 10 })?.code).toBe(
      'unsupported_media_type',
    );
    expect(checkUpload({ kind: 'video', filename: 'w.mov', filetype: 'image/jpeg', bytes: 10 })?.detail).toBe(
      'w.mov: a video must be MP4 or MOV (got image/jpeg)',
    );
    expect(
      checkUpload({ kind: 'video', filename: 'w.mov', filetype: 'video/quicktime', bytes: 10 }),
    ).toBeNull();
  });
});

describe('withTypeExtension', () => {
  it('keeps an extension of the type and replaces any other', () => {
    expect(withTypeExtension('a.JPEG', 'image/jpeg')).toBe('a.JPEG');
    expect(withTypeExtension('IMG_2024.insp', 'image/jpeg')).toBe('IMG_2024.jpg');
    expect(withTypeExtension('IMG_4471.HEIC', 'image/jpeg')).toBe('IMG_4471.jpg');
    expect(withTypeExtension('plan', 'image/png')).toBe('plan.png');
  });
});
