import { describe, expect, it } from 'vitest';
import { uploadItemOf } from './use-uploads.js';

const file = (name: string, type: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type });

describe('uploadItemOf', () => {
  it('lists a good file as uploading, in the kind chosen', () => {
    expect(uploadItemOf(3, file('hall.jpg', 'image/jpeg'), 'panorama')).toEqual({
      id: 3,
      name: 'hall.jpg',
      kind: 'panorama',
      bytes: 10,
      sent: 0,
      state: 'uploading',
    });
  });

  it('files a video as a video whatever kind was chosen', () => {
    expect(uploadItemOf(1, file('walk.mp4', 'video/mp4'), 'panorama').kind).toBe('video');
  });

  it('fails a file the limits refuse before a byte is sent, saying why and that a retry will not help', () => {
    const item = uploadItemOf(1, file('notes.txt', 'text/plain'), 'panorama');
    expect(item).toMatchObject({ state: 'failed', retryable: false });
    expect(item.error).toMatch(/^notes\.txt: .*got text\/plain/);
  });
});
