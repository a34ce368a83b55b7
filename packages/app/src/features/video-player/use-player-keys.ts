import { useCallback, type KeyboardEvent } from 'react';
import { commandForKey, type PlayerCommand } from './keyboard.js';
import type { MediaState } from './use-media-state.js';
import type { PlayerActions } from './use-player-actions.js';

/** What the shortcuts act on. */
export interface KeyTargets {
  actions: PlayerActions;
  state: MediaState;
  captions: { toggle: () => void };
  fullscreen: { supported: boolean; toggle: () => void };
}

function run(command: PlayerCommand, { actions, state, captions, fullscreen }: KeyTargets): void {
  switch (command.kind) {
    case 'toggle-play':
      return actions.togglePlay();
    case 'seek-by':
      return actions.seekTo(state.currentTime + command.seconds);
    case 'toggle-mute':
      return actions.toggleMute();
    case 'toggle-captions':
      return captions.toggle();
    case 'toggle-fullscreen':
      return fullscreen.supported ? fullscreen.toggle() : undefined;
  }
}

/** The player's `onKeyDown`: a key the player owns runs its command and goes no further. */
export function usePlayerKeys(targets: KeyTargets): (event: KeyboardEvent) => void {
  const { actions, state, captions, fullscreen } = targets;
  return useCallback(
    (event: KeyboardEvent) => {
      const command = commandForKey(event.nativeEvent);
      if (!command) return;
      event.preventDefault();
      run(command, { actions, state, captions, fullscreen });
    },
    [actions, state, captions, fullscreen],
  );
}
