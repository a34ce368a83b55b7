import {
  BLUR_EXTENT,
  directionOfFacePoint,
  normalizeYaw,
  roundAngle,
  roundPitch,
  yawPitchOf,
  type Face,
  type FaceProposal,
} from '@tourview/schema';
import type { FaceBox } from './face-detector.js';

/**
 * How much larger than the detector's box a proposal is: the box runs from brow to chin, and the
 * hair, ears and a moving head must be blurred too.
 */
export const FACE_MARGIN = 1.6;

const DEG = 180 / Math.PI;
const round = (degrees: number) => Math.round(degrees * 100) / 100;

/** Yaw and pitch in degrees of a point on a cube face (`u`, `v` in face widths). */
function anglesAt(face: Face, u: number, v: number) {
  const { yaw, pitch } = yawPitchOf(directionOfFacePoint({ face, u, v }));
  return { yaw: yaw * DEG, pitch: pitch * DEG };
}

/**
 * The blur region (an ellipse in yaw and pitch, as the blur schema has them) that covers a face
 * found in a box on cube face `face` of `size` pixels, grown by {@link FACE_MARGIN}: its centre
 * is the box centre's direction, its extent the widest the box's outline reaches from it. Near
 * the poles a box spans much yaw, and the region grows to match, up to the schema's limits.
 */
export function proposalOf(face: Face, size: number, box: FaceBox): FaceProposal {
  const [cu, cv] = [(box.x + box.width / 2) / size, (box.y + box.height / 2) / size];
  const [hu, hv] = [(box.width * FACE_MARGIN) / 2 / size, (box.height * FACE_MARGIN) / 2 / size];
  const centre = anglesAt(face, cu, cv);
  let [across, up] = [0, 0];
  for (let i = 0; i < 32; i++) {
    const t = (2 * Math.PI * i) / 32;
    const at = anglesAt(face, cu + hu * Math.cos(t), cv + hv * Math.sin(t));
    across = Math.max(across, Math.abs(normalizeYaw(at.yaw - centre.yaw)));
    up = Math.max(up, Math.abs(at.pitch - centre.pitch));
  }
  return {
    shape: 'ellipse',
    yaw: roundAngle(centre.yaw),
    pitch: roundPitch(centre.pitch),
    width: round(Math.min(BLUR_EXTENT.maxWidth, Math.max(BLUR_EXTENT.min, 2 * across))),
    height: round(Math.min(BLUR_EXTENT.maxHeight, Math.max(BLUR_EXTENT.min, 2 * up))),
    score: round(box.score),
  };
}

/** Whether `p`'s centre lies inside `q`'s outline. */
function within(p: FaceProposal, q: FaceProposal): boolean {
  const dx = normalizeYaw(p.yaw - q.yaw) / (q.width / 2);
  const dy = (p.pitch - q.pitch) / (q.height / 2);
  return dx * dx + dy * dy <= 1;
}

/**
 * Proposals found on the six faces, likeliest first, each face once: a face across a cube edge
 * is found on both faces, and the likelier find stands for it.
 */
export function mergeProposals(proposals: readonly FaceProposal[], max: number): FaceProposal[] {
  const kept: FaceProposal[] = [];
  for (const p of [...proposals].sort((a, b) => b.score - a.score))
    if (!kept.some((k) => within(p, k) || within(k, p))) kept.push(p);
  return kept.slice(0, max);
}
