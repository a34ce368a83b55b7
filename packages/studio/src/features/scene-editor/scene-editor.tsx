import {
  draftCubePanorama,
  draftLanguages,
  resolveText,
  type DraftManifest,
  type StudioDraft,
} from '@tourview/schema';
import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { HotspotDetails } from './hotspot-details.js';
import { HotspotMarker } from './hotspot-marker.js';
import { NewHotspotForm, type NewHotspot, type PendingHotspot } from './new-hotspot-form.js';
import { SaveStatus } from '../../components/save-status.js';
import * as edits from './scene-edits.js';
import type { DraftScene, HotspotRef } from './scene-edits.js';
import { firstLanguage } from '../../lib/draft-editing/tour-languages.js';
import { useAutosave } from '../../lib/draft-editing/use-autosave.js';
import { useEditHistory } from '../../lib/draft-editing/use-edit-history.js';
import { useSceneViewer } from './use-scene-viewer.js';
import { UndoRedoButtons, type UndoRedo } from '../../components/undo-redo-buttons.js';

/** A click that moved further than this, in CSS pixels, was a drag to look around. */
const CLICK_SLOP = 5;

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
  const scene = manifest.scenes.find((s) => s.id === sceneId);
  if (!scene) return <p role="alert">This draft has no scene “{sceneId}”.</p>;
  const file = draft.files.find((f) => f.name === scene.panorama && f.kind === 'panorama');
  if (!file) return <p role="alert">The panorama {scene.panorama} of this scene is not uploaded yet.</p>;
  return (
    <SceneWorkbench
      code={draft.code}
      manifest={manifest}
      scene={scene}
      sha256={file.sha256}
      photos={draft.files.filter((f) => f.kind === 'image').map((f) => f.name)}
      door={door}
      history={{ undo, redo, canUndo, canRedo }}
      edit={(change, gesture) => edit((m) => change(m, scene.id), gesture)}
      status={<SaveStatus state={saveState} />}
    />
  );
}

type SceneEdit = (manifest: DraftManifest, sceneId: string) => DraftManifest;

function SceneWorkbench({
  code,
  manifest,
  scene,
  sha256,
  photos,
  door,
  history,
  edit,
  status,
}: {
  code: string;
  manifest: DraftManifest;
  scene: DraftScene;
  sha256: string;
  photos: readonly string[];
  door: number | undefined;
  history: UndoRedo;
  edit: (change: SceneEdit, gesture?: string | null) => void;
  status: ReactNode;
}) {
  const languages = useMemo(() => draftLanguages(manifest), [manifest]);
  const first = firstLanguage(manifest);
  const name = resolveText(scene.title, languages);
  const host = useRef<HTMLDivElement>(null);
  const aimed = door === undefined ? undefined : scene.links[door];
  // The scene loads once: its start view (or the door it was opened at) is where the camera
  // opens, not where edits move it.
  const viewerScene = useMemo(
    () => ({
      id: scene.id,
      panorama: draftCubePanorama(code, sha256),
      initialView: aimed ? { yaw: aimed.yaw, pitch: aimed.pitch, fov: 75 } : scene.initialView,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
    [code, sha256, scene.id],
  );
  const { viewer, error } = useSceneViewer(host, viewerScene, `Panorama of ${name}`);
  const [mode, setMode] = useState<'door' | 'info' | null>(null);
  const [pending, setPending] = useState<PendingHotspot | null>(null);
  const [selected, setSelected] = useState<HotspotRef | null>(
    aimed && door !== undefined ? { kind: 'door', index: door } : null,
  );
  const [said, setSaid] = useState('');
  const others = manifest.scenes.filter((s) => s.id !== scene.id);
  const markers = useRef(new Map<string, HTMLButtonElement>());
  const pressedAt = useRef({ x: 0, y: 0 });

  const refs: (HotspotRef & { label: string; yaw: number; pitch: number })[] = [
    ...scene.links.map((l, index) => ({
      kind: 'door' as const,
      index,
      label: `Door to ${resolveText(manifest.scenes.find((s) => s.id === l.target)?.title ?? l.target, languages)}`,
      yaw: l.yaw,
      pitch: l.pitch,
    })),
    ...scene.infos.map((n, index) => ({
      kind: 'info' as const,
      index,
      label: `Info point: ${resolveText(n.title, languages)}`,
      yaw: n.yaw,
      pitch: n.pitch,
    })),
  ];
  useEffect(() => {
    viewer?.setHotspots(
      refs.flatMap((r) => {
        const element = markers.current.get(`${r.kind} ${r.index}`);
        return element ? [{ element, yaw: r.yaw, pitch: r.pitch }] : [];
      }),
    );
  });

  const pressed = (event: PointerEvent) => (pressedAt.current = { x: event.clientX, y: event.clientY });
  const clicked = (event: MouseEvent) => {
    if (!mode || !viewer || !(event.target instanceof HTMLCanvasElement)) return;
    const { x, y } = pressedAt.current;
    if (Math.hypot(event.clientX - x, event.clientY - y) > CLICK_SLOP) return;
    const at = viewer.pick(event.clientX, event.clientY);
    if (at) setPending({ kind: mode, at: edits.tidyDirection(at) });
  };
  const add = (hotspot: NewHotspot) => {
    if (!pending) return;
    if (hotspot.kind === 'door') {
      edit((m, id) => edits.addDoor(m, id, { target: hotspot.target, ...pending.at }));
      setSelected({ kind: 'door', index: scene.links.length });
    } else {
      const info = { id: edits.newInfoId(scene), title: hotspot.title, text: hotspot.text, ...pending.at };
      edit((m, id) => edits.addInfo(m, id, info));
      setSelected({ kind: 'info', index: scene.infos.length });
    }
    setPending(null);
    setMode(null);
  };
  const remove = (ref: HotspotRef) => {
    edit((m, id) => edits.removeHotspot(m, id, ref));
    setSelected(null);
    setSaid('Hotspot deleted. Undo brings it back.');
  };
  const fromCamera = (what: 'start' | 'north') => {
    if (!viewer) return;
    const view = viewer.getView();
    edit((m, id) => (what === 'start' ? edits.setStartView(m, id, view) : edits.setNorth(m, id, view.yaw)));
    setSaid(
      what === 'start'
        ? 'This view is now the start view.'
        : 'North is now the direction in the middle of the view.',
    );
  };

  return (
    <div className="scene-editor">
      <div
        className="scene-view"
        ref={host}
        onPointerDown={pressed}
        onClick={clicked}
        data-mode={mode ?? 'look'}
      >
        <div className="hotspot-layer">
          {refs.map((r) => {
            const key = `${r.kind} ${r.index}`;
            const ref = { kind: r.kind, index: r.index };
            return (
              <HotspotMarker
                key={key}
                label={r.label}
                kind={r.kind}
                at={r}
                selected={selected?.kind === r.kind && selected.index === r.index}
                viewer={viewer}
                bind={(element) => {
                  if (element) markers.current.set(key, element);
                  else markers.current.delete(key);
                }}
                actions={{
                  select: () => setSelected(ref),
                  move: (to, gesture) => edit((m, id) => edits.moveHotspot(m, id, ref, to), gesture),
                  remove: () => remove(ref),
                }}
              />
            );
          })}
        </div>
      </div>
      <div className="scene-side stack">
        {error ? <p role="alert">The panorama cannot be shown: {String(error)}</p> : null}
        {status}
        <div className="toolbar" role="toolbar" aria-label="Scene tools">
          <button
            type="button"
            aria-pressed={mode === 'door'}
            onClick={() => setMode(mode === 'door' ? null : 'door')}
          >
            Add door
          </button>
          <button
            type="button"
            aria-pressed={mode === 'info'}
            onClick={() => setMode(mode === 'info' ? null : 'info')}
          >
            Add info point
          </button>
          <UndoRedoButtons {...history} />
          <button type="button" onClick={() => fromCamera('start')}>
            Use this view as the start view
          </button>
          <button type="button" onClick={() => fromCamera('north')}>
            This direction is north
          </button>
        </div>
        <p className="muted">
          {mode
            ? `Click in the panorama where the ${mode === 'door' ? 'door' : 'info point'} goes.`
            : 'Drag to look around. Select a hotspot to move it with the arrow keys (Shift: 0.1°) or delete it.'}
        </p>
        <p role="status" className="muted">
          {said}
        </p>
        {pending ? (
          <NewHotspotForm
            pending={pending}
            others={others}
            languages={languages}
            onAdd={add}
            onCancel={() => setPending(null)}
          />
        ) : null}
        {selected ? (
          <HotspotDetails
            scene={scene}
            others={others}
            selected={selected}
            photos={photos}
            languages={languages}
            first={first}
            actions={{
              move: (to, gesture) => edit((m, id) => edits.moveHotspot(m, id, selected, to), gesture),
              retarget: (target) => edit((m, id) => edits.setDoorTarget(m, id, selected.index, target)),
              retext: (texts) =>
                edit((m, id) => edits.setInfoTexts(m, id, selected.index, texts), `texts ${selected.index}`),
              rephoto: (image) => edit((m, id) => edits.setInfoImage(m, id, selected.index, image)),
              remove: () => remove(selected),
            }}
          />
        ) : null}
        <SceneFacts scene={scene} />
      </div>
    </div>
  );
}

/** The scene's start view and north as saved. */
function SceneFacts({ scene }: { scene: DraftScene }) {
  const view = scene.initialView;
  return (
    <dl className="facts">
      <dt>Start view</dt>
      <dd data-testid="start-view">
        {view ? `yaw ${view.yaw}°, pitch ${view.pitch}°, field of view ${view.fov}°` : 'not set'}
      </dd>
      <dt>North</dt>
      <dd>{scene.north === undefined ? 'not set' : `at yaw ${scene.north}°`}</dd>
    </dl>
  );
}
