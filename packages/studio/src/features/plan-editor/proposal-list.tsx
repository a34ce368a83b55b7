import type { DoorProposal } from './door-proposals.js';
import styles from './proposal-list.module.css';

/** What the operator does with a proposed door. */
export interface ProposalActions {
  accept(proposal: DoorProposal): void;
  /** Accepts it and opens the first room's scene editor at the new door, to aim it there. */
  move(proposal: DoorProposal): void;
  reject(proposal: DoorProposal): void;
}

/** The doors proposed between neighbouring pins, each to accept, move or reject. */
export function ProposalList({
  proposals,
  titleOf,
  actions,
}: {
  proposals: readonly DoorProposal[];
  titleOf: (scene: string) => string;
  actions: ProposalActions;
}) {
  return (
    <section aria-labelledby="door-proposals" className="stack">
      <h2 id="door-proposals">Proposed doors</h2>
      {proposals.length === 0 ? (
        <p className="muted">
          No door to propose: pin neighbouring rooms on the plan and set their headings.
        </p>
      ) : (
        <ul className={styles.proposals}>
          {proposals.map((p) => {
            const [a, b] = [titleOf(p.there.scene), titleOf(p.back.scene)];
            return (
              <li key={`${p.there.scene} ${p.back.scene}`} data-testid="door-proposal">
                <p>
                  <strong>
                    {a} ↔ {b}
                  </strong>{' '}
                  <span className="muted">
                    {p.via === 'doorway' ? 'through the doorway on the plan' : 'towards the other pin'}: yaw{' '}
                    {p.there.yaw}° in {a}, {p.back.yaw}° in {b}
                  </span>
                </p>
                <div className="toolbar">
                  <button type="button" onClick={() => actions.accept(p)}>
                    Accept{' '}
                    <span className="visually-hidden">
                      door {a} ↔ {b}
                    </span>
                  </button>
                  <button type="button" onClick={() => actions.move(p)}>
                    Move{' '}
                    <span className="visually-hidden">
                      door {a} ↔ {b}
                    </span>
                  </button>
                  <button type="button" onClick={() => actions.reject(p)}>
                    Reject{' '}
                    <span className="visually-hidden">
                      door {a} ↔ {b}
                    </span>
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
