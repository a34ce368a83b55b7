/** What a key press asks the player to do. */
export type PlayerCommand =
  | { kind: 'toggle-play' }
  | { kind: 'seek-by'; seconds: number }
  | { kind: 'toggle-mute' }
  | { kind: 'toggle-fullscreen' }
  | { kind: 'toggle-captions' };

/** The parts of a keyboard event the mapping reads. */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  /** The element that has focus when the key is pressed. */
  target: EventTarget | null;
}

const LONG_SEEK_S = 10;
const SHORT_SEEK_S = 5;

/**
 * Maps a key press inside the player to a command, or undefined to leave the key alone.
 * Shortcuts only live inside the player (never on the whole page), ignore modified keys
 * (screen-reader and browser commands use them), and yield to the focused control where it
 * already owns the key: Space and Enter press a button, arrows move a slider or a select.
 */
export function commandForKey(press: KeyPress): PlayerCommand | undefined {
  if (press.ctrlKey || press.altKey || press.metaKey) return undefined;
  const shortcut = SHORTCUTS[press.key.length === 1 ? press.key.toLowerCase() : press.key];
  const owner = keyOwner(press.target);
  if (!shortcut || owner === 'text' || owner === shortcut.yieldsTo) return undefined;
  return shortcut.command;
}

/** Each shortcut's command, and the focused control that keeps the key for itself, if any. */
const SHORTCUTS: Readonly<Record<string, { command: PlayerCommand; yieldsTo?: 'button' | 'slider' }>> = {
  ' ': { command: { kind: 'toggle-play' }, yieldsTo: 'button' },
  k: { command: { kind: 'toggle-play' } },
  j: { command: { kind: 'seek-by', seconds: -LONG_SEEK_S } },
  l: { command: { kind: 'seek-by', seconds: LONG_SEEK_S } },
  ArrowLeft: { command: { kind: 'seek-by', seconds: -SHORT_SEEK_S }, yieldsTo: 'slider' },
  ArrowRight: { command: { kind: 'seek-by', seconds: SHORT_SEEK_S }, yieldsTo: 'slider' },
  m: { command: { kind: 'toggle-mute' } },
  f: { command: { kind: 'toggle-fullscreen' } },
  c: { command: { kind: 'toggle-captions' } },
};

function keyOwner(target: EventTarget | null): 'text' | 'slider' | 'button' | 'none' {
  if (!target || !('tagName' in target)) return 'none';
  const element = target as Element;
  const tag = element.tagName.toLowerCase();
  const type = element.getAttribute('type');
  if (tag === 'textarea' || tag === 'select' || element.getAttribute('contenteditable') === 'true')
    return 'text';
  if (tag === 'input') return type === 'range' ? 'slider' : 'text';
  if (tag === 'button' || tag === 'a' || tag === 'summary' || element.getAttribute('role') === 'button') {
    return 'button';
  }
  return 'none';
}
