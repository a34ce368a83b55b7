import { describe, expect, it } from 'vitest';
import { languageParam, normalizeYaw, parseViewState, viewStateParams } from './view-state.js';

describe('view state in the URL', () => {
  it('round-trips a scene and view through URL parameters', () => {
    const params = new URLSearchParams(viewStateParams('kitchen', { yaw: -123.456, pitch: 12.34, fov: 75 }));
    expect(params.toString()).toBe('scene=kitchen&yaw=-123.5&pitch=12.3&fov=75');
    expect(parseViewState(params)).toEqual({ scene: 'kitchen', view: { yaw: -123.5, pitch: 12.3, fov: 75 } });
  });

  it('wraps yaw into (-180, 180]', () => {
    expect(normalizeYaw(190)).toBe(-170);
    expect(normalizeYaw(-180)).toBe(180);
    expect(normalizeYaw(540)).toBe(180);
    expect(normalizeYaw(-30)).toBe(-30);
  });

  it('clamps pitch and fov and ignores malformed values', () => {
    const state = parseViewState(new URLSearchParams('scene=../x&yaw=abc&pitch=200&fov=1'));
    expect(state).toEqual({ view: { pitch: 90, fov: 10 } });
  });

  it('reads nothing from an empty query', () => {
    expect(parseViewState(new URLSearchParams(''))).toEqual({});
  });

  it('reads a language tag from ?lang= and ignores anything else there', () => {
    expect(parseViewState(new URLSearchParams('scene=kitchen&lang=de-AT'))).toEqual({
      scene: 'kitchen',
      lang: 'de-AT',
    });
    expect(parseViewState(new URLSearchParams('lang=Deutsch'))).toEqual({});
  });
});

describe('languageParam', () => {
  it("names the page's language only when it is not the tour's default", () => {
    expect(languageParam('de', 'en')).toBe('de');
    expect(languageParam('en', 'en')).toBeNull();
    expect(languageParam('de', 'de')).toBeNull();
  });
});
