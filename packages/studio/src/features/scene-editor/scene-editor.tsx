import {
  draftCubePanorama,
  draftLanguages,
  resolveText,
  type DraftManifest,
  type FaceProposal,
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
import { BlurLayer } from './blur-layer.js';
import { AttentionPanel } from './attention-panel.js';
import { BlurPanel } from './blur-panel.js';
import { DeleteScene } from './delete-scene.js';
import { FaceProposalsPanel } from './face-proposals.js';
import { HotspotDetails } from './hotspot-details.js';
import { HotspotLayer, PENDING_KEY } from './hotspot-layer.js';
import { labelledHotspots, sceneTitle } from './hotspot-refs.js';
import { NewHotspotForm } from './new-hotspot-form.js';
import { ReturnDoorPanel } from './return-door-panel.js';
import { RoomStrip } from './room-strip.js';
import type { DraftScene } from './scene-edits.js';
import { SceneFacts } from './scene-facts.js';
import { sceneNorth } from './scene-norths.js';
import { SceneToolbar } from './scene-toolbar.js';
import { useAttention } from './use-attention.js';
import { useBlurTool } from './use-blur-tool.js';
import { useEscape } from './use-escape.js';
import { useHotspotPlacement } from './use-hotspot-placement.js';
import { usePanoramaClick } from './use-panorama-click.js';
import { useSceneTools, type EditScene } from './use-scene-tools.js';
import { useSceneViewer } from './use-scene-viewer.js';
import styles from './scene-editor.module.css';

const NO_PROPOSALS: readonly FaceProposal[] = [];

/** Applies an edit to the whole draft; steps sharing `gesture` undo together. */
export type EditTour = (change: (manifest: DraftManifest) => DraftManifest, gesture?: string | null) => void;

/**
 * The rooms of a draft in the engine, one at a time, to place, move and delete their doors and
 * info points, to blur faces and private things, to see where visitors looked, and to set their start view and north. The room strip switches rooms inside the
 * page with the same engine; every edit, in any room, can be undone and saves itself.
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
  const languages = useMemo(() => draftLanguages(manifest), [manifest]);
  const scene = manifest.scenes.find((s) => s.id === sceneId);
  const file = scene && draft.files.find((f) => f.name === scene.panorama && f.kind === 'panorama');
  return (
    <>
      <RoomStrip draft={draft} manifest={manifest} current={sceneId} languages={languages} />
      {undoOffer.message ? <UndoOffer message={undoOffer.message} onUndo={undo} /> : null}
      {!scene ? (
        undoOffer.message ? (
          <SaveStatus state={saveState} />
        ) : (
          <p role="alert">This draft has no scene “{sceneId}”.</p>
        )
      ) : !file ? (
        <p role="alert">The panorama {scene.panorama} of this scene is not uploaded yet.</p>
      ) : (
        <SceneWorkbench
          draft={draft}
          manifest={manifest}
          languages={languages}
          scene={scene}
          sha256={file.sha256}
          faceProposals={file.cube?.faceProposals ?? NO_PROPOSALS}
          thumbnail={(name) => <FileThumbnail code={draft.code} sha256={imageSha256(draft.files, name)} />}
          door={door}
          history={{ undo, redo, canUndo, canRedo }}
          edit={(change, gesture) => edit((m) => change(m, scene.id), gesture)}
          editTour={edit}
          status={<SaveStatus state={saveState} />}
          remove={(name) => (
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
      )}
    </>
  );
}

/** What the workbench edits and with what: the scene, its panorama and the draft's history. */
interface WorkbenchProps {
  draft: StudioDraft;
  manifest: DraftManifest;
  languages: readonly string[];
  scene: DraftScene;
  sha256: string;
  /** The faces inspection found in the scene's panorama. */
  faceProposals: readonly FaceProposal[];
  /** The thumbnail of the draft's image `name`: a room's panorama, a photo. */
  thumbnail: (name: string | undefined) => ReactNode;
  door: number | undefined;
  history: UndoRedo;
  edit: EditScene;
  editTour: EditTour;
  status: ReactNode;
  /** The scene's delete button, with its confirmation. */
  remove: (name: string) => ReactNode;
}

function SceneWorkbench({
  draft,
  manifest,
  languages,
  scene,
  sha256,
  faceProposals,
  thumbnail,
  door,
  history,
  edit,
  editTour,
  status,
  remove,
}: WorkbenchProps) {
  const host = useRef<HTMLDivElement>(null);
  const opening = useOpeningScene(draft.code, sha256, scene, door);
  const name = resolveText(scene.title, languages);
  const { viewer, error } = useSceneViewer(host, opening, `Panorama of ${name}`);
  const { tools, dispatch, picked, add, fromCamera, markerActions, detailActions } = useSceneTools(
    viewer,
    manifest,
    scene,
    door,
    edit,
  );
  const hotspots = useMemo(() => labelledHotspots(manifest, scene, languages), [manifest, scene, languages]);
  const { pending } = tools;
  const pendingMarker = pending
    ? {
        kind: pending.kind,
        icon: pending.icon,
        text: pending.target ? sceneTitle(manifest, pending.target, languages) : 'New info point',
      }
    : null;
  const markers = useMemo(
    () => (pending ? [...hotspots, { key: PENDING_KEY, ...pending.at }] : hotspots),
    [hotspots, pending],
  );
  const bind = useHotspotPlacement(viewer, markers);
  const click = usePanoramaClick(viewer, tools.mode !== null, picked);
  useEscape(pending !== null, () => dispatch({ type: 'cancel' }));
  const blur = useBlurTool(scene, edit, faceProposals, viewer);
  useEscape(blur.open, blur.close);
  const attention = useAttention(viewer, draft.code, scene.id);
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
        <BlurLayer
          viewer={viewer}
          regions={blur.regions}
          proposals={blur.proposals}
          selected={blur.selected}
          drawing={blur.open}
          shape={blur.shape}
          actions={blur.actions}
        />
        <HotspotLayer
          hotspots={hotspots}
          pending={pendingMarker}
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
          blurring={blur.open}
          onBlur={blur.toggle}
          attention={attention.on}
          onAttention={attention.toggle}
        />
        {attention.on ? <AttentionPanel attention={attention} room={name} /> : null}
        <FaceProposalsPanel proposals={blur.proposals} actions={blur.proposalActions} />
        {blur.open ? (
          <BlurPanel
            regions={blur.regions}
            selected={blur.selected}
            shape={blur.shape}
            onShape={blur.setShape}
            actions={blur.actions}
          />
        ) : null}
        {pending ? (
          <NewHotspotForm
            key={`${pending.kind} ${pending.at.yaw} ${pending.at.pitch}`}
            pending={pending}
            others={others}
            languages={languages}
            thumbnail={thumbnail}
            onTarget={(target) => dispatch({ type: 'target', target })}
            onIcon={(icon) => dispatch({ type: 'icon', icon })}
            onAdd={add}
            onCancel={() => dispatch({ type: 'cancel' })}
          />
        ) : null}
        <ReturnDoorPanel
          manifest={manifest}
          files={draft.files}
          offer={tools.offer}
          languages={languages}
          editTour={editTour}
          closed={(text) => dispatch({ type: 'offer-closed', text })}
        />
        {tools.selected ? (
          <HotspotDetails
            key={scene.id}
            scene={scene}
            others={others}
            selected={tools.selected}
            photos={draft.files.filter((f) => f.kind === 'image').map((f) => f.name)}
            thumbnail={thumbnail}
            languages={languages}
            first={firstLanguage(manifest)}
            actions={detailActions(tools.selected)}
          />
        ) : null}
        <SceneFacts scene={scene} north={sceneNorth(scene, draft.files)} />
        {remove(name)}
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
