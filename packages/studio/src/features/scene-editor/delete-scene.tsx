import { sceneRemovalWords, withoutScene, type DraftManifest } from '@tourview/schema';
import { useState } from 'react';
import { ConfirmPanel } from '../../components/confirm-panel.js';

/**
 * _Delete this scene_, with a confirmation listing what goes with it (other rooms' doors to it,
 * its pins, chapters, the start scene moving); `onDelete` gets the draft without it.
 */
export function DeleteScene({
  manifest,
  sceneId,
  name,
  languages,
  onDelete,
}: {
  manifest: DraftManifest;
  sceneId: string;
  name: string;
  languages: readonly string[];
  onDelete: (after: DraftManifest) => void;
}) {
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <button type="button" className="danger" onClick={() => setAsking(true)}>
        Delete this scene
      </button>
    );
  const { manifest: after, removed } = withoutScene(manifest, sceneId);
  const lines = sceneRemovalWords(manifest, removed, languages);
  const panorama = manifest.scenes.find((s) => s.id === sceneId)?.panorama ?? '';
  return (
    <ConfirmPanel
      title={`Delete ${name}?`}
      lines={lines}
      confirm={`Delete ${name}`}
      cancel="Keep it"
      danger
      onConfirm={() => onDelete(after)}
      onCancel={() => setAsking(false)}
      intro={lines.length ? 'With it go:' : 'Nothing else leads to it.'}
    >
      <p>Its panorama {panorama} stays in Files.</p>
    </ConfirmPanel>
  );
}
