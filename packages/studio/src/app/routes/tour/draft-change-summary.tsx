import type { StudioDraftChanges } from '@tourview/schema';
import styles from './draft-change-summary.module.css';

/**
 * What publishing the draft would change, said before the Publish button: the changes since
 * the newest version grouped by scene, that nothing changed, or that this is the first version.
 */
export function DraftChangeSummary({ changes }: { changes: StudioDraftChanges }) {
  const { since, groups } = changes;
  if (since === null)
    return <p className={styles.changes}>First version: visitors see this tour once it is published.</p>;
  if (groups.length === 0) return <p className={styles.changes}>Nothing changed since version {since}.</p>;
  return (
    <section className={styles.changes} aria-labelledby="draft-changes">
      <h3 id="draft-changes">Changes since version {since}</h3>
      <ul>
        {groups.map((group) => (
          <li key={group.scene ?? ''} data-scene={group.scene ?? undefined}>
            <strong>{group.title}</strong>
            <ul>
              {group.changes.map((change) => (
                <li key={change}>{change}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
