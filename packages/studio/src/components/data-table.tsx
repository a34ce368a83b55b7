import type { CSSProperties, ReactNode } from 'react';
import styles from './data-table.module.css';

/**
 * A table of records with a header row of `columns` and the rows given as children. On a
 * phone each row stacks into a card, each cell under its column's name (the names reach the
 * style sheet as custom properties); wider, it scrolls sideways when it must, inside a named
 * region, focusable so that a keyboard can scroll it too. `caption` names the table for screen
 * readers.
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
      <table style={columnNames(columns)}>
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

/** `--column-1: "When"`, … for the cells' labels on a phone (`data-table.module.css`). */
function columnNames(columns: readonly string[]): CSSProperties {
  return Object.fromEntries(columns.map((column, i) => [`--column-${i + 1}`, JSON.stringify(column)]));
}
