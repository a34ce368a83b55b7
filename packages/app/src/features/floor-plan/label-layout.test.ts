import { describe, expect, it } from 'vitest';
import { placeLabels, type LabelSide, type LabelledSpot } from './label-layout.js';

/** The label's box on screen, as the stylesheet places it 14 px from the dot's centre. */
function boxOf({ x, y, width: w, height: h }: LabelledSpot, side: LabelSide) {
  if (side === 'below') return { left: x - w / 2, top: y + 14, right: x + w / 2, bottom: y + 14 + h };
  if (side === 'above') return { left: x - w / 2, top: y - 14 - h, right: x + w / 2, bottom: y - 14 };
  if (side === 'right') return { left: x + 14, top: y - h / 2, right: x + 14 + w, bottom: y + h / 2 };
  return { left: x - 14 - w, top: y - h / 2, right: x - 14, bottom: y + h / 2 };
}

function collide(a: ReturnType<typeof boxOf>, b: ReturnType<typeof boxOf>): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

describe('placeLabels', () => {
  it('puts a lone label under its dot', () => {
    expect(placeLabels([{ x: 100, y: 50, width: 60, height: 16 }], 200, 200)).toEqual(['below']);
  });

  it('keeps labels inside the plan', () => {
    expect(placeLabels([{ x: 100, y: 190, width: 60, height: 16 }], 200, 200)).toEqual(['above']);
  });

  it('moves labels of close dots apart (the demo plan, German names)', () => {
    const spots = [
      { x: 77, y: 59, width: 79, height: 17 },
      { x: 162, y: 89, width: 44, height: 17 },
      { x: 122, y: 145, width: 31, height: 17 },
      { x: 61, y: 155, width: 82, height: 17 },
      { x: 173, y: 134, width: 75, height: 17 },
    ];
    const sides = placeLabels(spots, 226, 188);
    const boxes = spots.map((spot, i) => boxOf(spot, sides[i] ?? 'below'));
    const pairs = boxes.flatMap((a, i) => boxes.slice(i + 1).filter((b) => collide(a, b)));
    expect(pairs).toEqual([]);
  });
});
