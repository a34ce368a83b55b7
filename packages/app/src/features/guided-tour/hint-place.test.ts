import { describe, expect, it } from 'vitest';
import { hintPlace } from './hint-place.js';

const CARD = { width: 300, height: 112 };
/** A 44 px hotspot centred on a point. */
const hotspotAt = (x: number, y: number) => ({ left: x - 22, top: y - 22, width: 44, height: 44 });

describe('the first visit card’s place', () => {
  it('sits just above the middle of the view when nothing is there', () => {
    expect(hintPlace({ width: 1440, height: 900 }, CARD, [])).toEqual({ left: 570, top: 330 });
  });

  it('moves off a hotspot in the middle of an upright phone, clear of the top bar', () => {
    const view = { width: 375, height: 812 };
    const info = hotspotAt(187.5, 406);
    const place = hintPlace(view, CARD, [info]);
    const card = { ...place, ...CARD };
    expect(card.top + card.height <= info.top || card.top >= info.top + info.height).toBe(true);
    expect(card.top).toBeGreaterThanOrEqual(112);
    expect(card.left).toBeGreaterThanOrEqual(12);
    expect(card.left + card.width).toBeLessThanOrEqual(view.width - 12);
  });

  it('goes beside a hotspot in the middle of a phone held sideways, where above and below are too short', () => {
    const place = hintPlace({ width: 812, height: 375 }, CARD, [hotspotAt(406, 187.5)]);
    expect(place).toEqual({ left: 12, top: 131.5 });
  });

  it('stays above the middle when every place covers a hotspot', () => {
    const everywhere = { left: 0, top: 0, width: 812, height: 375 };
    expect(hintPlace({ width: 812, height: 375 }, CARD, [everywhere])).toEqual({ left: 256, top: 112 });
  });
});
