import type { FaceProposal } from '@tourview/schema';
import { useId } from 'react';
import styles from './blur.module.css';

/** What the operator does with a proposed face. */
export interface FaceProposalActions {
  /** Blurs it: it becomes an ordinary blur region of the scene. */
  accept(index: number): void;
  /** Declines it: it is not proposed again. */
  decline(index: number): void;
  /** Turns the camera to it. */
  show(index: number): void;
}

/**
 * The faces inspection found in this room and nobody has blurred or declined yet, each with
 * buttons to look at it, accept it (blur it) or reject it; both are edits that undo takes back.
 */
export function FaceProposalsPanel({
  proposals,
  actions,
}: {
  proposals: readonly FaceProposal[];
  actions: FaceProposalActions;
}) {
  const name = useId();
  if (proposals.length === 0) return null;
  return (
    <section className="stack" aria-labelledby={`${name}-title`}>
      <h2 id={`${name}-title`}>Proposed faces</h2>
      <p className="muted">
        {proposals.length === 1 ? 'A face was' : `${proposals.length} faces were`} found in this room,
        outlined in yellow. Accept to blur it when the tour is published, or reject it if it is no face.
      </p>
      <ul className={styles.list} aria-label="Proposed faces">
        {proposals.map((p, i) => (
          <li key={`${p.yaw} ${p.pitch}`} className={styles.proposalItem}>
            <button type="button" onClick={() => actions.show(i)}>
              Face {i + 1} ({Math.round(p.score * 100)} % sure)
            </button>
            <button type="button" onClick={() => actions.accept(i)}>
              Accept face {i + 1}
            </button>
            <button type="button" onClick={() => actions.decline(i)}>
              Reject face {i + 1}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
