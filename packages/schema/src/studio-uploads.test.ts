import { describe, expect, it } from 'vitest';
import { checkUpload } from './studio-uploads.js';

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

  it('refuses a type or an extension the kind does not take', () => {
    const gif = checkUpload({ kind: 'image', filename: 'a.gif', filetype: 'image/gif', bytes: 10 });
    expect(gif).toEqual({
      code: 'unsupported_media_type',
      detail: 'a.gif: an image must be one of jpg, jpeg, png, webp (got image/gif)',
    });
    expect(checkUpload({ kind: 'image', filename: 'a.png', filetype: 'image/jpeg', bytes: 10 })?.code).toBe(
      'unsupported_media_type',
    );
    expect(checkUpload({ kind: 'video', filename: 'w.webm', filetype: 'video/webm', bytes: 10 })?.code).toBe(
      'unsupported_media_type',
    );
    expect(
      checkUpload({ kind: 'video', filename: 'w.mov', filetype: 'video/quicktime', bytes: 10 }),
    ).toBeNull();
  });
});
