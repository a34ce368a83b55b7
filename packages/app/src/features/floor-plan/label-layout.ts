/** Where a marker's label sits around its dot. */
export type LabelSide = 'below' | 'above' | 'right' | 'left';

/** A marker in on-screen pixels of the plan, with its label's size. */
export interface LabelledSpot {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const SIDES: readonly LabelSide[] = ['below', 'above', 'right', 'left'];
/** Half a dot and a little air: a label starts this far from its dot's centre. */
const CLEARANCE = 14;

/** Air kept around each label, so that rounding on screen never makes two touch. */
const AIR = 2;

function labelBox(spot: LabelledSpot, side: LabelSide): Box {
  const { x, y } = spot;
  const w = spot.width + 2 * AIR;
  const h = spot.height + 2 * AIR;
  const gap = CLEARANCE - AIR;
  if (side === 'below') return { left: x - w / 2, top: y + gap, right: x + w / 2, bottom: y + gap + h };
  if (side === 'above') return { left: x - w / 2, top: y - gap - h, right: x + w / 2, bottom: y - gap };
  if (side === 'right') return { left: x + gap, top: y - h / 2, right: x + gap + w, bottom: y + h / 2 };
  return { left: x - gap - w, top: y - h / 2, right: x - gap, bottom: y + h / 2 };
}

function overlap(a: Box, b: Box): number {
  const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return w > 0 && h > 0 ? w * h : 0;
}

/** How much of `box` lies outside the plan. */
function outside(box: Box, width: number, height: number): number {
  const area = (box.right - box.left) * (box.bottom - box.top);
  return area - overlap(box, { left: 0, top: 0, right: width, bottom: height });
}

/** Plans with more rooms than this are laid out greedily: trying every side of each grows as 4ⁿ. */
const SEARCH_LIMIT = 7;

/** Each spot's label on each side: its box, and what it covers of the dots and off the plan. */
function sideOptions(spots: readonly LabelledSpot[], width: number, height: number) {
  const dots = spots.map(({ x, y }) => ({ left: x - 12, top: y - 12, right: x + 12, bottom: y + 12 }));
  return spots.map((spot) =>
    SIDES.map((side) => {
      const box = labelBox(spot, side);
      const alone = dots.reduce((sum, dot) => sum + overlap(box, dot), 0) + outside(box, width, height);
      return { side, box, alone };
    }),
  );
}

/**
 * Picks a side for each label so that labels cover neither each other nor the dots and stay
 * inside the plan; where that cannot be, the sides that cover least, a label over a label
 * counting double. Small plans (the usual handful of rooms) try every combination.
 */
export function placeLabels(spots: readonly LabelledSpot[], width: number, height: number): LabelSide[] {
  const options = sideOptions(spots, width, height);
  let best = { cost: Infinity, sides: [] as LabelSide[] };
  const search = (sides: LabelSide[], boxes: Box[], total: number): void => {
    if (total >= best.cost) return;
    const here = options[sides.length];
    if (!here) {
      best = { cost: total, sides };
      return;
    }
    const ranked = here
      .map((option) => ({
        ...option,
        cost: boxes.reduce((sum, other) => sum + 2 * overlap(option.box, other), option.alone),
      }))
      .sort((a, b) => a.cost - b.cost);
    for (const option of spots.length > SEARCH_LIMIT ? ranked.slice(0, 1) : ranked) {
      search([...sides, option.side], [...boxes, option.box], total + option.cost);
    }
  };
  search([], [], 0);
  return best.sides;
}
