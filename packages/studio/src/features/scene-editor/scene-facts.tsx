import type { DraftScene } from './scene-edits.js';
import type { SceneNorth } from './scene-norths.js';
import styles from './scene-editor.module.css';

/** What the North fact says: set by the operator, taken from the camera's heading, or neither. */
export function northWords(north: SceneNorth | undefined): string {
  if (!north) return 'not set';
  return north.from === 'set' ? `at yaw ${north.yaw}°` : `from the camera, at yaw ${north.yaw}°`;
}

/** The scene's start view and north as publishing will take them. */
export function SceneFacts({ scene, north }: { scene: DraftScene; north: SceneNorth | undefined }) {
  const view = scene.initialView;
  return (
    <dl className={styles.facts}>
      <dt>Start view</dt>
      <dd data-testid="start-view">
        {view ? `yaw ${view.yaw}°, pitch ${view.pitch}°, field of view ${view.fov}°` : 'not set'}
      </dd>
      <dt>North</dt>
      <dd data-testid="north">{northWords(north)}</dd>
    </dl>
  );
}
