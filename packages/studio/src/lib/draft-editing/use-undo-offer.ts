import type { DraftManifest } from '@tourview/schema';
import { useState } from 'react';

/**
 * An Undo offer after a change that took something away: shown while the manifest is still the
 * one the change made, so Undo takes back that change and no later edit.
 */
export function useUndoOffer(manifest: DraftManifest) {
  const [offer, setOffer] = useState<{ message: string; after: DraftManifest } | null>(null);
  return {
    message: offer && offer.after === manifest ? offer.message : null,
    offer: (message: string, after: DraftManifest) => setOffer({ message, after }),
  };
}
