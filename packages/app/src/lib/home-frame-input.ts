/**
 * What the visitor did in the home screen's first frame, the server's static copy of the
 * screen, before the app replaced it: the typed code, and where the caret was.
 */
export interface HomeFrameInput {
  code: string;
  /** The caret or selection in the field; null when the field did not have focus. */
  selection: { start: number; end: number } | null;
}

let taken: HomeFrameInput | null = null;

/** Keeps the frame's tour-code field state before the app renders over it. */
export function takeHomeFrameInput(root: HTMLElement): void {
  const field = root.querySelector<HTMLInputElement>('input[name="tourCode"]');
  if (!field) return;
  const focused = document.activeElement === field;
  taken = {
    code: field.value,
    selection: focused ? { start: field.selectionStart ?? 0, end: field.selectionEnd ?? 0 } : null,
  };
}

/** The frame's field state, until {@link releaseHomeFrameInput}; null without a frame. */
export function homeFrameInput(): HomeFrameInput | null {
  return taken;
}

/** Forgets the frame's field state once the app's field has it. */
export function releaseHomeFrameInput(): void {
  taken = null;
}
