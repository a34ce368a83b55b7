import { describe, expect, it } from 'vitest';
import { UploadQueue } from './upload-queue.js';

describe('upload queue', () => {
  it('hands out the most urgent images within the per-frame byte budget', () => {
    const queue = new UploadQueue<string>(250);
    queue.add({ key: 'far', image: 'F', bytes: 100, priority: 3 });
    queue.add({ key: 'near', image: 'N', bytes: 100, priority: 1 });
    queue.add({ key: 'mid', image: 'M', bytes: 100, priority: 2 });
    expect(queue.take().map((u) => u.key)).toEqual(['near', 'mid']);
    expect(queue.take().map((u) => u.key)).toEqual(['far']);
    expect(queue.size).toBe(0);
  });

  it('always hands out at least one image, even one above the budget', () => {
    const queue = new UploadQueue<string>(10);
    queue.add({ key: 'big', image: 'B', bytes: 1000, priority: 1 });
    expect(queue.take().map((u) => u.key)).toEqual(['big']);
  });
});
