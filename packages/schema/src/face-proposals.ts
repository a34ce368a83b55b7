import { z } from 'zod';
import { blurRegionSchema, type BlurRegion } from './privacy.js';
import { pitchSchema, yawSchema } from './tour.js';
import { normalizeYaw } from './view-state.js';

/** The most face proposals one panorama's inspection keeps: the likeliest first. */
export const MAX_FACE_PROPOSALS = 32;

/** The most proposals a scene remembers as declined. */
export const MAX_DECLINED_FACES = 64;

/**
 * A face that inspection found on a panorama's editing cube, offered as a blur region the
 * operator accepts (it becomes an ordinary region of the scene) or declines. `score` is the
 * detector's confidence, 0 to 1.
 */
export const faceProposalSchema = blurRegionSchema.extend({ score: z.number().min(0).max(1) });
/** A face proposal. */
export type FaceProposal = z.infer<typeof faceProposalSchema>;

/** A declined proposal, remembered by its centre so it is not offered again. */
export const declinedFaceSchema = z.strictObject({ yaw: yawSchema, pitch: pitchSchema });
/** A declined proposal's centre. */
export type DeclinedFace = z.infer<typeof declinedFaceSchema>;

/** How close (degrees) a declined centre must lie to a proposal's to stand for it. */
const SAME_FACE = 0.5;

function inside(region: BlurRegion, { yaw, pitch }: DeclinedFace): boolean {
  const dx = normalizeYaw(yaw - region.yaw) / (region.width / 2);
  const dy = (pitch - region.pitch) / (region.height / 2);
  return region.shape === 'ellipse' ? dx * dx + dy * dy <= 1 : Math.abs(dx) <= 1 && Math.abs(dy) <= 1;
}

/**
 * The proposals still open in a scene: those whose centre no blur region of the scene covers
 * (accepted, or blurred by hand) and that the operator has not declined.
 */
export function openFaceProposals(
  proposals: readonly FaceProposal[],
  blur: readonly BlurRegion[],
  declined: readonly DeclinedFace[],
): FaceProposal[] {
  return proposals.filter(
    (p) =>
      !blur.some((region) => inside(region, p)) &&
      !declined.some(
        (d) => Math.abs(normalizeYaw(d.yaw - p.yaw)) < SAME_FACE && Math.abs(d.pitch - p.pitch) < SAME_FACE,
      ),
  );
}

/** A proposal as the blur region it becomes when accepted. */
export function acceptedRegion({ shape, yaw, pitch, width, height }: FaceProposal): BlurRegion {
  return { shape, yaw, pitch, width, height };
}
