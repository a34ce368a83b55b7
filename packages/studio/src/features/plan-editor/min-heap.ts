/** A binary min-heap of grid cells by priority: Dijkstra's queue over a plan's cells. */
export class MinHeap {
  readonly #cells: number[] = [];
  readonly #keys: number[] = [];

  get size(): number {
    return this.#cells.length;
  }

  push(cell: number, key: number): void {
    const cells = this.#cells;
    const keys = this.#keys;
    let i = cells.length;
    cells.push(cell);
    keys.push(key);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if ((keys[parent] ?? 0) <= key) break;
      cells[i] = cells[parent] ?? 0;
      keys[i] = keys[parent] ?? 0;
      i = parent;
    }
    cells[i] = cell;
    keys[i] = key;
  }

  /** The cell with the smallest key and its key; undefined when empty. */
  pop(): [cell: number, key: number] | undefined {
    const cells = this.#cells;
    const keys = this.#keys;
    const top = cells[0];
    const topKey = keys[0];
    const lastCell = cells.pop();
    const lastKey = keys.pop();
    if (top === undefined || topKey === undefined || lastCell === undefined || lastKey === undefined)
      return undefined;
    if (cells.length > 0) {
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        if (l >= cells.length) break;
        const r = l + 1;
        const c = r < cells.length && (keys[r] ?? 0) < (keys[l] ?? 0) ? r : l;
        if ((keys[c] ?? 0) >= lastKey) break;
        cells[i] = cells[c] ?? 0;
        keys[i] = keys[c] ?? 0;
        i = c;
      }
      cells[i] = lastCell;
      keys[i] = lastKey;
    }
    return [top, topKey];
  }
}
