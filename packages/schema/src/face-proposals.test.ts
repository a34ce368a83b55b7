import { describe, expect, it } from 'vitest';
import {
  acceptedRegion,
  faceProposalSchema,
  openFaceProposals,
  type FaceProposal,
} from './face-proposals.js';

const face = (yaw: number, pitch: number): FaceProposal => ({
  shape: 'ellipse',
  yaw,
  pitch,
  width: 10,
  height: 12,
  score: 0.9,
});

describe('face proposals', () => {
  const proposals = [face(20, 0), face(-40, 5), face(179, -2)];

  it('offers every proposal of a scene without blur or declined faces', () => {
    expect(openFaceProposals(proposals, [], [])).toEqual(proposals);
  });

  it('no longer offers one whose centre a blur region covers, across the seam too', () => {
    const blur = [{ shape: 'rect' as const, yaw: -175, pitch: 0, width: 20, height: 10 }];
    expect(openFaceProposals(proposals, blur, [])).toEqual([face(20, 0), face(-40, 5)]);
    const accepted = [acceptedRegion(face(20, 0))];
    expect(openFaceProposals(proposals, accepted, [])).toEqual([face(-40, 5), face(179, -2)]);
  });

  it('no longer offers a declined one, and only that one', () => {
    expect(openFaceProposals(proposals, [], [{ yaw: -40, pitch: 5 }])).toEqual([face(20, 0), face(179, -2)]);
    expect(openFaceProposals(proposals, [], [{ yaw: -41, pitch: 5 }])).toEqual(proposals);
  });

  it('becomes a blur region without its score when accepted', () => {
    expect(acceptedRegion(face(20, 0))).toEqual({
      shape: 'ellipse',
      yaw: 20,
      pitch: 0,
      width: 10,
      height: 12,
    });
    expect(faceProposalSchema.safeParse({ ...face(0, 0), score: 1.5 }).success).toBe(false);
  });
});
