import {
  draftCubePanorama,
  draftLanguages,
  resolveText,
  type DraftManifest,
  type StudioDraft,
} from '@tourview/schema';
import { useMemo, useRef, type ReactNode } from 'react';
import { FileThumbnail } from '../../components/file-thumbnail.js';
import { SaveStatus } from '../../components/save-status.js';
import { UndoOffer } from '../../components/undo-offer.js';
import type { UndoRedo } from '../../components/undo-redo-buttons.js';
import { imageSha256 } from '../../lib/draft-editing/image-sha256.js';
import { firstLanguage } from '../../lib/draft-editing/tour-languages.js';
import { useAutosave } from '../../lib/draft-editing/use-autosave.js';
import { useEditHistory } from '../../lib/draft-editing/use-edit-history.js';
import { useUndoOffer } from '../../lib/draft-editing/use-undo-offer.js';
import { DeleteScene } from './delete-scene.js';
import { HotspotDetails } from './hotspot-details.js';
import { HotspotLayer } from './hotspot-layer.js';
import { labelledHotspots } from './hotspot-refs.js';
import { NewHotspotForm } from './new-hotspot-form.js';
import type { DraftScene } from './scene-edits.js';
import { SceneToolbar } from './scene-toolbar.js';
import { useHotspotPlacement } from './use-hotspot-placement.js';
import { usePanoramaClick } from './use-panorama-click.js';
import { useSceneTools, type EditScene } from './use-scene-tools.js';
import { useSceneViewer } from './use-scene-viewer.js';
import styles from './scene-editor.module.css';

/**
 * One scene of a draft in the engine, to place, move and delete its doors and info points and
 * to set its start view and north. Every edit can be undone and saves itself.
 */
export function SceneEditor({
  draft,
  initial,
  sceneId,
  door,
}: {
  draft: StudioDraft;
  initial: DraftManifest;
  sceneId: string;
  /** A door to open at, selected, as the plan editor's _Move_ asks. */
  door?: number;
}) {
  const { manifest, edit, undo, redo, canUndo, canRedo } = useEditHistory(initial);
  const saveState = useAutosave(draft, manifest);
  const undoOffer = useUndoOffer(manifest);
  const scene = manifest.scenes.find((s) => s.id === sceneId);
  if (!scene)
    return undoOffer.message ? (
      <>
        <SaveStatus state={saveState} />
        <UndoOffer message={undoOffer.message} onUndo={undo} />
      </>
    ) : (
      <p role="alert">This draft has no scene “{sceneId}”.</p>
    );
  const file = draft.files.find((f) => f.name === scene.panorama && f.kind === 'panorama');
  if (!file) return <p role="alert">The panorama {scene.panorama} of this scene is not uploaded yet.</p>;
  return (
    <SceneWorkbench
      code={draft.code}
      manifest={manifest}
      scene={scene}
      sha256={file.sha256}
      photos={draft.files.filter((f) => f.kind === 'image').map((f) => f.name)}
      thumbnail={(name) => <FileThumbnail code={draft.code} sha256={imageSha256(draft.files, name)} />}
      door={door}
      history={{ undo, redo, canUndo, canRedo }}
      edit={(change, gesture) => edit((m) => change(m, scene.id), gesture)}
      status={<SaveStatus state={saveState} />}
      remove={(name, languages) => (
        <DeleteScene
          manifest={manifest}
          sceneId={scene.id}
          name={name}
          languages={languages}
          onDelete={(after) => {
            edit(() => after);
            undoOffer.offer(`${name} deleted; its panorama stays in Files.`, after);
          }}
        />
      )}
    />
  );
}

/** What the workbench edits and with what: the scene, its panorama and the draft's history. */
interface WorkbenchProps {
  code: string;
  manifest: DraftManifest;
  scene: DraftScene;
  sha256: string;
  photos: readonly string[];
  /** The thumbnail of the draft's image `name`: a room's panorama, a photo. */
  thumbnail: (name: string | undefined) => ReactNode;
  door: number | undefined;
  history: UndoRedo;
  edit: EditScene;
  status: ReactNode;
  /** The scene's delete button, with its confirmation. */
  remove: (name: string, languages: readonly string[]) => ReactNode;
}

function SceneWorkbench({
  code,
  manifest,
  scene,
  sha256,
  photos,
  thumbnail,
  door,
  history,
  edit,
  status,
  remove,
}: WorkbenchProps) {
  const languages = useMemo(() => draftLanguages(manifest), [manifest]);
  const host = useRef<HTMLDivElement>(null);
  const opening = useOpeningScene(code, sha256, scene, door);
  const name = resolveText(scene.title, languages);
  const { viewer, error } = useSceneViewer(host, opening, `Panorama of ${name}`);
  const { tools, dispatch, add, fromCamera, markerActions, detailActions } = useSceneTools(
    viewer,
    scene,
    door,
    edit,
  );
  const hotspots = useMemo(() => labelledHotspots(manifest, scene, languages), [manifest, scene, languages]);
  const bind = useHotspotPlacement(viewer, hotspots);
  const click = usePanoramaClick(viewer, tools.mode !== null, (at) => dispatch({ type: 'picked', at }));
  const others = manifest.scenes.filter((s) => s.id !== scene.id);
  return (
    <div className={styles.editor}>
      <div
        className={styles.view}
        data-testid="scene-view"
        ref={host}
        {...click}
        data-mode={tools.mode ?? 'look'}
      >
        <HotspotLayer
          hotspots={hotspots}
          selected={tools.selected}
          viewer={viewer}
          bind={bind}
          actionsFor={markerActions}
        />
      </div>
      <div className="scene-side stack">
        {error ? <p role="alert">The panorama cannot be shown: {String(error)}</p> : null}
        {status}
        <SceneToolbar
          tools={tools}
          history={history}
          onToggle={(mode) => dispatch({ type: 'toggle', mode })}
          onCamera={fromCamera}
        />
        {tools.pending ? (
          <NewHotspotForm
            pending={tools.pending}
            others={others}
            languages={languages}
            thumbnail={thumbnail}
            onAdd={add}
            onCancel={() => dispatch({ type: 'cancel' })}
          />
        ) : null}
        {tools.selected ? (
          <HotspotDetails
            scene={scene}
            others={others}
            selected={tools.selected}
            photos={photos}
            thumbnail={thumbnail}
            languages={languages}
            first={firstLanguage(manifest)}
            actions={detailActions(tools.selected)}
          />
        ) : null}
        <SceneFacts scene={scene} />
        {remove(name, languages)}
      </div>
    </div>
  );
}

/**
 * What the engine opens: the scene at its start view, or facing the door it was opened at.
 * It is made once per scene and panorama, so edits to the start view do not move the camera.
 */
function useOpeningScene(code: string, sha256: string, scene: DraftScene, door: number | undefined) {
  const aimed = door === undefined ? undefined : scene.links[door];
  return useMemo(
    () => ({
      id: scene.id,
      panorama: draftCubePanorama(code, sha256),
      initialView: aimed ? { yaw: aimed.yaw, pitch: aimed.pitch, fov: 75 } : scene.initialView,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
    [code, sha256, scene.id],
  );
}

/** The scene's start view and north as saved. */
function SceneFacts({ scene }: { scene: DraftScene }) {
  const view = scene.initialView;
  return (
    <dl className={styles.facts}>
      <dt>Start view</dt>
      <dd data-testid="start-view">
        {view ? `yaw ${view.yaw}°, pitch ${view.pitch}°, field of view ${view.fov}°` : 'not set'}
      </dd>
      <dt>North</dt>
      <dd>{scene.north === undefined ? 'not set' : `at yaw ${scene.north}°`}</dd>
    </dl>
  );
}
