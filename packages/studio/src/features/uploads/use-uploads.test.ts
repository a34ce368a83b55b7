import { describe, expect, it } from 'vitest';
import { uploadItemOf } from './use-uploads.js';

const file = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name);

describe('uploadItemOf', () => {
  it('lists a good file as uploading, in the kind chosen', () => {
    expect(uploadItemOf(3, { file: file('hall.jpg'), kind: 'panorama', type: 'image/jpeg' })).toEqual({
      id: 3,
      name: 'hall.jpg',
      kind: 'panorama',
      bytes: 10,
      sent: 0,
      state: 'uploading',
    });
  });

  it('judges the type the bytes have, whatever the name: a HEIC or an .insp JPEG goes', () => {
    expect(uploadItemOf(1, { file: file('IMG_1.HEIC'), kind: 'image', type: 'image/heic' }).state).toBe(
      'uploading',
    );
    expect(uploadItemOf(1, { file: file('x.insp'), kind: 'panorama', type: 'image/jpeg' }).state).toBe(
      'uploading',
    );
  });

  it('fails a file the limits refuse before a byte is sent, saying why and that a retry will not help', () => {
    const item = uploadItemOf(1, {
      file: file('big.jpg', 31 * 1024 * 1024),
      kind: 'plan',
      type: 'image/jpeg',
    });
    expect(item).toMatchObject({ state: 'failed', retryable: false });
    expect(item.error).toBe('big.jpg: 31 MB is more than the 30 MB a plan may have');
  });
});
