import type { ReactNode } from 'react';
import styles from './data-table.module.css';

/**
 * A table of records with a header row of `columns` and the rows given as children. It
 * scrolls sideways on a narrow screen inside a named region, focusable so that a keyboard can
 * scroll it too; `caption` names the table for screen readers.
 */
export function DataTable({
  label,
  caption,
  columns,
  children,
}: {
  label: string;
  caption: string;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <div className={styles.wrap} role="region" aria-label={label} tabIndex={0}>
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th scope="col" key={column}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
