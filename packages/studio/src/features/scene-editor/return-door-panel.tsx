import type { DraftManifest, StudioDraft } from '@tourview/schema';
import { sceneTitle } from './hotspot-refs.js';
import { hasDoor, returnDoorAim } from './return-door.js';
import { ReturnDoorOffer } from './return-door-offer.js';
import { addDoor } from './scene-edits.js';
import { sceneNorths } from './scene-norths.js';
import type { ReturnOffer } from './scene-tools.js';

/**
 * The offer of the door back after a door was added, aimed by {@link returnDoorAim}, or
 * nothing once the other room has a door back (added here, by hand, or by the plan editor).
 */
export function ReturnDoorPanel({
  manifest,
  files,
  offer,
  languages,
  editTour,
  closed,
}: {
  manifest: DraftManifest;
  files: StudioDraft['files'];
  offer: ReturnOffer | null;
  languages: readonly string[];
  editTour: (change: (manifest: DraftManifest) => DraftManifest) => void;
  closed: (said: string) => void;
}) {
  if (!offer || hasDoor(manifest, offer.to, offer.from)) return null;
  const aim = returnDoorAim(manifest, offer.from, offer.to, offer.door, sceneNorths(manifest, files));
  const [from, to] = [sceneTitle(manifest, offer.from, languages), sceneTitle(manifest, offer.to, languages)];
  return (
    <ReturnDoorOffer
      from={from}
      to={to}
      aim={aim}
      onAdd={() => {
        editTour((m) => addDoor(m, offer.to, { target: offer.from, yaw: aim.yaw, pitch: aim.pitch }));
        closed(`The door back from ${to} to ${from} is added; open ${to} above to move it.`);
      }}
      onDismiss={() => closed('')}
    />
  );
}
