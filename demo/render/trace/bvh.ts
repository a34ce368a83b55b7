/**
 * A bounding-volume hierarchy over axis-aligned boxes, stored in flat typed arrays so that
 * the hot loop allocates nothing. Boxes are their own exact bounds, so the leaf test and
 * the node test are the same slab test.
 */
export interface Bvh {
  /** Per box: minx, miny, minz, maxx, maxy, maxz. */
  boxes: Float64Array;
  /** Per node: minx, miny, minz, maxx, maxy, maxz. */
  bounds: Float64Array;
  /** Per node: index of the second child (the first follows the node), or -1 for a leaf. */
  right: Int32Array;
  /** Per leaf: first entry in `order` and how many boxes. */
  start: Int32Array;
  count: Int32Array;
  order: Int32Array;
}

const LEAF_SIZE = 2;

/** Builds the hierarchy by median splits on the longest axis of the box centres. */
export function buildBvh(boxes: Float64Array): Bvh {
  const n = boxes.length / 6;
  const order = Int32Array.from({ length: n }, (_, i) => i);
  const bounds: number[] = [];
  const right: number[] = [];
  const start: number[] = [];
  const count: number[] = [];
  const centre = (i: number, axis: number) => (boxes[i * 6 + axis] ?? 0) + (boxes[i * 6 + 3 + axis] ?? 0);

  const build = (lo: number, hi: number): void => {
    const node = right.length;
    const b = [Infinity, Infinity, Infinity, -Infinity, -Infinity, -Infinity];
    for (let k = lo; k < hi; k++) {
      for (let a = 0; a < 3; a++) {
        b[a] = Math.min(b[a] ?? 0, boxes[(order[k] ?? 0) * 6 + a] ?? 0);
        b[a + 3] = Math.max(b[a + 3] ?? 0, boxes[(order[k] ?? 0) * 6 + 3 + a] ?? 0);
      }
    }
    bounds.push(...b);
    right.push(-1);
    start.push(lo);
    count.push(hi - lo);
    if (hi - lo <= LEAF_SIZE) return;
    const extents = [(b[3] ?? 0) - (b[0] ?? 0), (b[4] ?? 0) - (b[1] ?? 0), (b[5] ?? 0) - (b[2] ?? 0)];
    const axis = extents.indexOf(Math.max(...extents));
    const slice = Array.from(order.subarray(lo, hi)).sort((p, q) => centre(p, axis) - centre(q, axis));
    order.set(slice, lo);
    const mid = (lo + hi) >> 1;
    count[node] = 0;
    build(lo, mid);
    right[node] = right.length;
    build(mid, hi);
  };
  build(0, n);
  return {
    boxes,
    bounds: Float64Array.from(bounds),
    right: Int32Array.from(right),
    start: Int32Array.from(start),
    count: Int32Array.from(count),
    order,
  };
}
