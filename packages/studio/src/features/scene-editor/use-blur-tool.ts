import { acceptedRegion, openFaceProposals, type BlurShape, type FaceProposal } from '@tourview/schema';
import type { Viewer } from '@tourview/viewer';
import { useState } from 'react';
import { addBlurRegion, changeBlurRegion, declineFace, removeBlurRegion } from './blur-edits.js';
import type { BlurLayerActions } from './blur-layer.js';
import type { FaceProposalActions } from './face-proposals.js';
import type { DraftScene } from './scene-edits.js';
import type { EditScene } from './use-scene-tools.js';

/**
 * The blur tool's state over the editor's history: whether it is open (dragging on the panorama
 * then draws a region), the shape new regions get and the region selected; every change is an
 * edit that undo takes back. Switching rooms closes it. The faces inspection `found` in the
 * scene's panorama are proposed until a region covers them or the operator declines them.
 */
export function useBlurTool(
  scene: DraftScene,
  edit: EditScene,
  found: readonly FaceProposal[],
  viewer: Viewer | null,
) {
  const [open, setOpen] = useState(false);
  const [shape, setShape] = useState<BlurShape>('rect');
  const [selected, setSelected] = useState<number | null>(null);
  const [toolOf, setToolOf] = useState(scene.id);
  if (toolOf !== scene.id) {
    setToolOf(scene.id);
    setOpen(false);
    setSelected(null);
  }
  const regions = scene.blur ?? [];
  const proposals = openFaceProposals(found, regions, scene.declinedFaces ?? []);
  const proposalActions: FaceProposalActions = {
    accept: (index) => {
      const proposal = proposals[index];
      if (proposal) edit((m, id) => addBlurRegion(m, id, acceptedRegion(proposal)));
    },
    decline: (index) => {
      const proposal = proposals[index];
      if (proposal) edit((m, id) => declineFace(m, id, proposal));
    },
    show: (index) => {
      const proposal = proposals[index];
      if (proposal) void viewer?.lookAt({ yaw: proposal.yaw, pitch: proposal.pitch }, { animate: true });
    },
  };
  const actions: BlurLayerActions = {
    select: setSelected,
    draw: (region) => {
      edit((m, id) => addBlurRegion(m, id, region));
      setSelected(regions.length);
    },
    change: (index, change, gesture) => edit((m, id) => changeBlurRegion(m, id, index, change), gesture),
    remove: (index) => {
      edit((m, id) => removeBlurRegion(m, id, index));
      setSelected(null);
    },
  };
  return {
    open,
    toggle: () => setOpen((o) => !o),
    close: () => setOpen(false),
    shape,
    setShape,
    regions,
    proposals,
    proposalActions,
    selected: selected !== null && selected < regions.length ? selected : null,
    actions,
  };
}
