import { describe, expect, it } from 'vitest';
import { commandForKey, type KeyPress } from './keyboard.js';

function press(key: string, target: Element | null = null, mods: Partial<KeyPress> = {}): KeyPress {
  return { key, ctrlKey: false, altKey: false, metaKey: false, target, ...mods };
}

function element(html: string): Element {
  const host = document.createElement('div');
  host.innerHTML = html;
  const first = host.firstElementChild;
  if (!first) throw new Error('no element');
  return first;
}

describe('commandForKey', () => {
  it.each([
    [' ', { kind: 'toggle-play' }],
    ['k', { kind: 'toggle-play' }],
    ['K', { kind: 'toggle-play' }],
    ['j', { kind: 'seek-by', seconds: -10 }],
    ['l', { kind: 'seek-by', seconds: 10 }],
    ['ArrowLeft', { kind: 'seek-by', seconds: -5 }],
    ['ArrowRight', { kind: 'seek-by', seconds: 5 }],
    ['m', { kind: 'toggle-mute' }],
    ['f', { kind: 'toggle-fullscreen' }],
    ['c', { kind: 'toggle-captions' }],
  ])('%j on the video area → %j', (key, command) => {
    expect(commandForKey(press(key, element('<div tabindex="0"></div>')))).toEqual(command);
  });

  it('leaves other keys and modified keys alone', () => {
    expect(commandForKey(press('x'))).toBeUndefined();
    expect(commandForKey(press('Tab'))).toBeUndefined();
    expect(commandForKey(press('k', null, { ctrlKey: true }))).toBeUndefined();
    expect(commandForKey(press('ArrowRight', null, { altKey: true }))).toBeUndefined();
    expect(commandForKey(press('c', null, { metaKey: true }))).toBeUndefined();
  });

  it('lets a focused button take Space but still takes K', () => {
    const button = element('<button type="button">Play</button>');
    expect(commandForKey(press(' ', button))).toBeUndefined();
    expect(commandForKey(press('k', button))).toEqual({ kind: 'toggle-play' });
  });

  it('lets a focused slider take the arrows but still takes J and L', () => {
    const slider = element('<input type="range">');
    expect(commandForKey(press('ArrowLeft', slider))).toBeUndefined();
    expect(commandForKey(press('ArrowRight', slider))).toBeUndefined();
    expect(commandForKey(press('l', slider))).toEqual({ kind: 'seek-by', seconds: 10 });
  });

  it('never takes keys from text fields and selects', () => {
    for (const html of ['<input type="text">', '<textarea></textarea>', '<select></select>']) {
      expect(commandForKey(press('k', element(html)))).toBeUndefined();
    }
  });
});
