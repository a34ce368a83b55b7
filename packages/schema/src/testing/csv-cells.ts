/**
 * The cells a spreadsheet makes of `csv` when it splits at `separator` (German and Dutch ones
 * use `;`): RFC 4180 quotes count only at the start of a cell, and every record's cells follow
 * each other in one list.
 */
export function csvCells(csv: string, separator: ',' | ';'): string[] {
  const cells: string[] = [];
  let cell = '';
  let fresh = true;
  let quoted = false;
  for (let i = 0; i < csv.length; i += 1) {
    const c = csv.charAt(i);
    if (quoted) {
      if (c !== '"') cell += c;
      else if (csv.charAt(i + 1) === '"') cell += csv.charAt((i += 1));
      else quoted = false;
    } else if (fresh && c === '"') {
      [quoted, fresh] = [true, false];
    } else if (c === separator || c === '\n') {
      cells.push(cell);
      [cell, fresh] = ['', true];
    } else if (!(c === '\r' && csv.charAt(i + 1) === '\n')) {
      [cell, fresh] = [cell + c, false];
    }
  }
  return fresh ? cells : [...cells, cell];
}

/** What a spreadsheet runs as a formula when a cell begins with it. */
export const FORMULA_CELL = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
