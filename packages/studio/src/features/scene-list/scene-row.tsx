import type { DraftFileView, DraftManifest } from '@tourview/schema';
import { useRef, type DragEvent, type FocusEvent, type ReactNode } from 'react';
import { ConfirmPanel } from '../../components/confirm-panel.js';
import { DraftTextsFields } from '../../components/texts-fields.js';
import { PanoramaPicker } from './panorama-picker.js';
import styles from './scene-list.module.css';

type DraftScene = DraftManifest['scenes'][number];

/** What is open under a row: the delete confirmation, or choosing (then confirming) a new panorama. */
export type RowPanel = { kind: 'delete' } | { kind: 'replace'; file?: string };

/** What a scene's row does: move it, change a text, delete it, show another panorama. */
export interface SceneRowActions {
  move(to: number): void;
  text(field: 'title' | 'description', values: Record<string, string>): void;
  /** Focus left the title fields with the title changed: the id follows it. */
  titleLeft(): void;
  open(panel: RowPanel | null): void;
  remove(): void;
  replace(file: string): void;
  /** What deleting or a replacement would take with it, in sentences. */
  consequences: { remove(): string[]; replace(file: string): string[] };
}

/** The drag-and-drop handlers of a row, and whether something is dragged over it. */
export interface RowDrag {
  over: boolean;
  handlers: {
    onDragStart(event: DragEvent): void;
    onDragOver(event: DragEvent): void;
    onDragLeave(): void;
    onDrop(event: DragEvent): void;
  };
}

/** Whether focus comes into or leaves the element from outside it, not moves within it. */
const crossesBox = (event: FocusEvent) =>
  !(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget));

/**
 * One scene in the list: its panorama's thumbnail, its name, its editor's link, moving,
 * deleting and re-shooting it, and its texts in every tour language.
 */
export function SceneRow({
  code,
  scene,
  name,
  index,
  count,
  languages,
  first,
  thumbnail,
  editLink,
  drag,
  panoramas,
  panel,
  actions,
}: {
  code: string;
  scene: DraftScene;
  name: string;
  index: number;
  count: number;
  languages: readonly string[];
  first: string;
  thumbnail: ReactNode;
  editLink: ReactNode;
  drag: RowDrag;
  panoramas: readonly DraftFileView[];
  panel: RowPanel | null;
  actions: SceneRowActions;
}) {
  // The title as the fields were entered: tabbing through them renames nothing.
  const titleOnEntry = useRef('');
  return (
    <li data-scene={scene.id} data-over={drag.over} draggable {...drag.handlers}>
      <div className={styles.row}>
        <span className={styles.grip} aria-hidden="true">
          ⋮⋮
        </span>
        {thumbnail}
        <strong>{name}</strong>
        {editLink}
        <span className={styles.moves}>
          <button type="button" disabled={index === 0} onClick={() => actions.move(index - 1)}>
            Move <span className="visually-hidden">{name}</span> up
          </button>
          <button type="button" disabled={index === count - 1} onClick={() => actions.move(index + 1)}>
            Move <span className="visually-hidden">{name}</span> down
          </button>
        </span>
        <button type="button" onClick={() => actions.open({ kind: 'replace' })}>
          Replace panorama<span className="visually-hidden"> of {name}</span>
        </button>
        <button type="button" className="danger" onClick={() => actions.open({ kind: 'delete' })}>
          Delete <span className="visually-hidden">{name}</span>
        </button>
      </div>
      <RowPanelView
        code={code}
        scene={scene}
        name={name}
        panoramas={panoramas}
        panel={panel}
        actions={actions}
      />
      <details>
        <summary>Title and description of {name}</summary>
        <div
          onFocus={(event) => {
            if (crossesBox(event)) titleOnEntry.current = JSON.stringify(scene.title);
          }}
          onBlur={(event) => {
            if (crossesBox(event) && JSON.stringify(scene.title) !== titleOnEntry.current)
              actions.titleLeft();
          }}
        >
          <DraftTextsFields
            label="Title"
            languages={languages}
            text={scene.title}
            first={first}
            onChange={(values) => actions.text('title', values)}
          />
        </div>
        <DraftTextsFields
          label="Description"
          multiline
          languages={languages}
          text={scene.description}
          first={first}
          onChange={(values) => actions.text('description', values)}
        />
        <p className="muted">
          Address: <code>?scene={scene.id}</code>
          {scene.formerIds?.length ? ` (earlier addresses still open it: ${scene.formerIds.join(', ')})` : ''}
        </p>
      </details>
    </li>
  );
}

function RowPanelView({
  code,
  scene,
  name,
  panoramas,
  panel,
  actions,
}: {
  code: string;
  scene: DraftScene;
  name: string;
  panoramas: readonly DraftFileView[];
  panel: RowPanel | null;
  actions: SceneRowActions;
}) {
  if (!panel) return null;
  if (panel.kind === 'delete') {
    const lines = actions.consequences.remove();
    return (
      <ConfirmPanel
        title={`Delete ${name}?`}
        lines={lines}
        confirm={`Delete ${name}`}
        cancel="Keep it"
        danger
        onConfirm={actions.remove}
        onCancel={() => actions.open(null)}
        intro={lines.length ? 'With it go:' : 'Nothing else leads to it.'}
      >
        <p>Its panorama {scene.panorama} stays in Files.</p>
      </ConfirmPanel>
    );
  }
  if (panel.file === undefined)
    return (
      <PanoramaPicker
        code={code}
        name={name}
        current={scene.panorama}
        panoramas={panoramas}
        onPick={(file) => actions.open({ kind: 'replace', file })}
        onCancel={() => actions.open(null)}
      />
    );
  const file = panel.file;
  const lines = actions.consequences.replace(file);
  return (
    <ConfirmPanel
      title={`Show ${file} in ${name}?`}
      intro="Its doors, info points, start view and north stay."
      lines={lines}
      confirm="Replace panorama"
      onConfirm={() => actions.replace(file)}
      onCancel={() => actions.open(null)}
    >
      <p>The panorama it shows now, {scene.panorama}, stays in Files.</p>
    </ConfirmPanel>
  );
}
