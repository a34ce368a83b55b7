import { describe, expect, it } from 'vitest';
import { historyKey } from './use-edit-history.js';

const press = (
  key: string,
  mods: { ctrl?: boolean; meta?: boolean; shift?: boolean } = {},
  target?: Element,
) => ({
  key,
  ctrlKey: mods.ctrl ?? false,
  metaKey: mods.meta ?? false,
  shiftKey: mods.shift ?? false,
  target: target ?? document.body,
});

describe('historyKey', () => {
  it('undoes with Ctrl+Z or ⌘Z and redoes with Shift or Ctrl+Y', () => {
    expect(historyKey(press('z', { ctrl: true }))).toBe('undo');
    expect(historyKey(press('Z', { meta: true }))).toBe('undo');
    expect(historyKey(press('z', { ctrl: true, shift: true }))).toBe('redo');
    expect(historyKey(press('y', { ctrl: true }))).toBe('redo');
  });

  it('leaves plain keys and a text field’s own undo alone', () => {
    expect(historyKey(press('z'))).toBeNull();
    expect(historyKey(press('x', { ctrl: true }))).toBeNull();
    expect(historyKey(press('z', { ctrl: true }, document.createElement('input')))).toBeNull();
  });
});
