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
  const owner = keyOwner(press.target);
  if (owner === 'text') return undefined;
  switch (press.key.length === 1 ? press.key.toLowerCase() : press.key) {
    case ' ':
      return owner === 'button' ? undefined : { kind: 'toggle-play' };
    case 'k':
      return { kind: 'toggle-play' };
    case 'j':
      return { kind: 'seek-by', seconds: -LONG_SEEK_S };
    case 'l':
      return { kind: 'seek-by', seconds: LONG_SEEK_S };
    case 'ArrowLeft':
      return owner === 'slider' ? undefined : { kind: 'seek-by', seconds: -SHORT_SEEK_S };
    case 'ArrowRight':
      return owner === 'slider' ? undefined : { kind: 'seek-by', seconds: SHORT_SEEK_S };
    case 'm':
      return { kind: 'toggle-mute' };
    case 'f':
      return { kind: 'toggle-fullscreen' };
    case 'c':
      return { kind: 'toggle-captions' };
    default:
      return undefined;
  }
}

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
