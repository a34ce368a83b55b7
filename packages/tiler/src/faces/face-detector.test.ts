import { describe, expect, it } from 'vitest';
import { detectFaces, detectorBackend } from './face-detector.js';

describe('the face detector', () => {
  it('runs on WebAssembly and leaves the process’s error handlers as they were', async () => {
    const emitter: NodeJS.EventEmitter = process;
    const handlers = () => ['uncaughtException', 'unhandledRejection'].map((e) => emitter.listeners(e));
    const before = handlers();
    const side = 416;
    const found = await detectFaces({
      width: side,
      height: side,
      data: new Uint8Array(side * side * 3).fill(128),
    });
    expect(found).toEqual([]);
    expect(await detectorBackend()).toBe('wasm');
    expect(handlers()).toEqual(before);
  });
});
