import { describe, expect, it } from 'vitest';
import { coveredInsets } from './covered-insets.js';

const view = { left: 0, top: 0, right: 1440, bottom: 900 };

describe('covered insets', () => {
  it('a side panel as tall as the view covers its right or left side', () => {
    expect(coveredInsets(view, { left: 1056, top: 0, right: 1440, bottom: 900 })).toEqual({ right: 384 });
    expect(coveredInsets(view, { left: 0, top: 0, right: 300, bottom: 900 })).toEqual({ left: 300 });
  });

  it('a bottom sheet as wide as the view covers its bottom', () => {
    const phone = { left: 0, top: 0, right: 375, bottom: 812 };
    expect(coveredInsets(phone, { left: 0, top: 227.5, right: 375, bottom: 812 })).toEqual({
      bottom: 584.5,
    });
  });

  it('a hidden panel, one covering everything, or one docked nowhere sets no inset', () => {
    expect(coveredInsets(view, { left: 0, top: 0, right: 0, bottom: 0 })).toEqual({});
    expect(coveredInsets(view, view)).toEqual({});
    expect(coveredInsets(view, { left: 400, top: 100, right: 800, bottom: 500 })).toEqual({});
  });
});
