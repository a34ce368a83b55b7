import { describe, expect, it } from 'vitest';
import { SpareBuffers } from './spare-buffers.js';

describe('spare buffers', () => {
  it('hands a buffer given back to the next panorama of the same size', () => {
    const spares = new SpareBuffers();
    spares.sharedBytes = 1000;
    const equirect = spares.sharedBuffer(600);
    const face = spares.plainBuffer(50);
    spares.giveBack([equirect, face]);
    expect(spares.sharedBuffer(600)).toBe(equirect);
    expect(spares.plainBuffer(50)).toBe(face);
  });

  it('keeps no more shared bytes than it is allowed', () => {
    const spares = new SpareBuffers();
    spares.sharedBytes = 1000;
    const [a, b] = [spares.sharedBuffer(600), spares.sharedBuffer(600)];
    expect(spares.keepsAll([a, b])).toBe(false);
    spares.giveBack([a, b]);
    expect(spares.sharedBuffer(600)).toBe(a);
    expect(spares.sharedBuffer(600)).not.toBe(b);
  });

  it('lets every kept buffer go when a panorama of another size asks, instead of holding them beside its own', () => {
    const spares = new SpareBuffers();
    spares.sharedBytes = 1000;
    const small = spares.sharedBuffer(400);
    const face = spares.plainBuffer(50);
    spares.giveBack([small, face]);
    expect(spares.sharedBuffer(900)).not.toBe(small);
    // What the smaller panorama left is gone: its size now gets fresh memory.
    expect(spares.sharedBuffer(400)).not.toBe(small);
    expect(spares.plainBuffer(50)).not.toBe(face);
  });
});
