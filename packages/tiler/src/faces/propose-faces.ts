import { FACES, MAX_FACE_PROPOSALS, type Face, type FaceProposal } from '@tourview/schema';
import sharp from 'sharp';
import { detectFaces } from './face-detector.js';
import { mergeProposals, proposalOf } from './face-regions.js';

/**
 * The faces on a panorama, as blur regions to propose: each of its editing cube's six faces
 * (undistorted perspective views, where a detector trained on photos works) is searched, and
 * what is found is mapped back to the panorama's yaw and pitch.
 */
export async function proposeFaces(faces: Record<Face, Buffer>): Promise<FaceProposal[]> {
  const found: FaceProposal[] = [];
  for (const face of FACES) {
    const { data, info } = await sharp(faces[face]).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const image = {
      data: new Uint8Array(data.buffer, data.byteOffset, data.length),
      width: info.width,
      height: info.height,
    };
    for (const box of await detectFaces(image)) found.push(proposalOf(face, info.width, box));
  }
  return mergeProposals(found, MAX_FACE_PROPOSALS);
}
