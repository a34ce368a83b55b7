import type { DraftManifest } from '@tourview/schema';
import type { DragEvent, ReactNode } from 'react';
import { DraftTextsFields } from '../../components/texts-fields.js';
import styles from './scene-list.module.css';

type DraftScene = DraftManifest['scenes'][number];

/** What a scene's row does: move it to a place in the list, change a text. */
export interface SceneRowActions {
  move(to: number): void;
  text(field: 'title' | 'description', values: Record<string, string>): void;
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

/**
 * One scene in the list: its panorama's thumbnail, its name, its editor's link, moving it, and
 * its texts in every tour language.
 */
export function SceneRow({
  scene,
  name,
  index,
  count,
  languages,
  first,
  thumbnail,
  editLink,
  drag,
  actions,
}: {
  scene: DraftScene;
  name: string;
  index: number;
  count: number;
  languages: readonly string[];
  first: string;
  thumbnail: ReactNode;
  editLink: ReactNode;
  drag: RowDrag;
  actions: SceneRowActions;
}) {
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
      </div>
      <details>
        <summary>Title and description of {name}</summary>
        {(['title', 'description'] as const).map((field) => (
          <DraftTextsFields
            key={field}
            label={field === 'title' ? 'Title' : 'Description'}
            multiline={field === 'description'}
            languages={languages}
            text={scene[field]}
            first={first}
            onChange={(values) => actions.text(field, values)}
          />
        ))}
      </details>
    </li>
  );
}
