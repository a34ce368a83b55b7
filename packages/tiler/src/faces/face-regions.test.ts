import { describe, expect, it } from 'vitest';
import { FACE_MARGIN, mergeProposals, proposalOf } from './face-regions.js';

const box = (x: number, y: number, side: number, score = 0.9) => ({ x, y, width: side, height: side, score });
/** Degrees a centred span of `pixels` covers on a 1024-pixel cube face (90°). */
const span = (pixels: number) => (2 * Math.atan(pixels / 1024) * 180) / Math.PI;

describe('a face found on a cube face, as a blur region of the panorama', () => {
  it('lies at the face centre’s yaw and pitch, grown by the margin', () => {
    const front = proposalOf('f', 1024, box(462, 462, 100));
    expect(front).toMatchObject({ shape: 'ellipse', yaw: 0, pitch: 0, score: 0.9 });
    expect(front.width).toBeCloseTo(span(100 * FACE_MARGIN), 0);
    expect(front.height).toBeCloseTo(span(100 * FACE_MARGIN), 0);
    expect(proposalOf('r', 1024, box(462, 462, 100))).toMatchObject({ yaw: 90, pitch: 0 });
    expect(proposalOf('l', 1024, box(462, 462, 100))).toMatchObject({ yaw: -90, pitch: 0 });
    expect(proposalOf('b', 1024, box(462, 462, 100))).toMatchObject({ yaw: 180, pitch: 0 });
  });

  it('turns right and up with the box: image right is yaw, image up is pitch', () => {
    const upRight = proposalOf('f', 1024, box(974, 0, 50));
    expect(upRight.yaw).toBeGreaterThan(40);
    expect(upRight.pitch).toBeGreaterThan(30);
    const belowOnLeft = proposalOf('l', 1024, box(0, 700, 60));
    expect(belowOnLeft.yaw).toBeLessThan(-120);
    expect(belowOnLeft.pitch).toBeLessThan(-10);
  });

  it('spans much yaw near a pole, within what a blur region may span', () => {
    const ceiling = proposalOf('u', 1024, box(480, 480, 64));
    expect(ceiling.pitch).toBeGreaterThan(80);
    expect(ceiling.width).toBeLessThanOrEqual(180);
    expect(ceiling.width).toBeGreaterThan(ceiling.height);
  });

  it('keeps the likelier of two finds of one face across a cube edge, and both of two faces', () => {
    const onFront = proposalOf('f', 1024, box(990, 462, 34, 0.7));
    const onRight = proposalOf('r', 1024, box(0, 462, 60, 0.95));
    const elsewhere = proposalOf('f', 1024, box(100, 462, 60, 0.8));
    expect(mergeProposals([onFront, elsewhere, onRight], 32)).toEqual([onRight, elsewhere]);
    expect(mergeProposals([onFront, elsewhere, onRight], 1)).toEqual([onRight]);
  });
});
