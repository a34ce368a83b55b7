import type { DraftManifest } from '@tourview/schema';
import type { DoorAim, DoorProposal } from './door-proposals.js';

function withDoor(manifest: DraftManifest, from: DoorAim, to: string): DraftManifest {
  return {
    ...manifest,
    scenes: manifest.scenes.map((s) =>
      s.id === from.scene
        ? { ...s, links: [...s.links, { target: to, yaw: from.yaw, pitch: from.pitch }] }
        : s,
    ),
  };
}

/** Adds a proposed door both ways: the last door of each of the two scenes. */
export function acceptProposal(manifest: DraftManifest, proposal: DoorProposal): DraftManifest {
  return withDoor(
    withDoor(manifest, proposal.there, proposal.back.scene),
    proposal.back,
    proposal.there.scene,
  );
}

/** Whether a scene has a door to another. */
export function hasDoorIn(manifest: DraftManifest) {
  return (from: string, to: string) =>
    manifest.scenes.some((s) => s.id === from && s.links.some((l) => l.target === to));
}
