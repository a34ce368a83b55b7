import type { CSSProperties } from 'react';
import { useMessages } from '../../lib/i18n/index.js';
import { messages } from './messages.js';
import { formatClock } from './time-format.js';
import type { MediaState } from './use-media-state.js';
import type { CaptionsControl } from './use-captions.js';
import type { ScreenMode } from './use-screen-modes.js';
import type { PlayerActions } from './use-player-actions.js';
import { CaptionsIcon, FullscreenIcon, PauseIcon, PipIcon, PlayIcon, VolumeIcon } from './icons.js';
import styles from './player-controls.module.css';

/** Playback speeds the speed button cycles through. */
export const SPEEDS = [1, 1.25, 1.5, 2, 0.75] as const;

/** The control bar: every control a real, named button or slider. */
export function PlayerControls({
  state,
  actions,
  captions,
  fullscreen,
  pip,
}: {
  state: MediaState;
  actions: PlayerActions;
  captions: CaptionsControl;
  fullscreen: ScreenMode;
  pip: ScreenMode;
}) {
  const t = useMessages(messages);
  const nextRate = SPEEDS[(SPEEDS.findIndex((s) => s === state.rate) + 1) % SPEEDS.length] ?? 1;
  return (
    <div className={styles.bar}>
      <input
        type="range"
        className={styles.seek}
        aria-label={t('seek')}
        min={0}
        max={Math.max(state.duration, 0.1)}
        step={1}
        value={Math.min(state.currentTime, state.duration)}
        aria-valuetext={t('seekValue', {
          time: formatClock(state.currentTime),
          duration: formatClock(state.duration),
        })}
        onChange={(e) => actions.seekTo(Number(e.target.value))}
        style={
          {
            '--progress': `${state.duration > 0 ? (100 * state.currentTime) / state.duration : 0}%`,
          } as CSSProperties
        }
      />
      <div className={styles.row}>
        <button
          type="button"
          className={styles.button}
          onClick={actions.togglePlay}
          aria-label={state.playing ? t('pause') : t('play')}
        >
          {state.playing ? <PauseIcon /> : <PlayIcon />}
        </button>
        <button
          type="button"
          className={styles.button}
          onClick={actions.toggleMute}
          aria-label={state.muted ? t('unmute') : t('mute')}
        >
          <VolumeIcon muted={state.muted || state.volume === 0} />
        </button>
        <input
          type="range"
          className={styles.volume}
          aria-label={t('volume')}
          min={0}
          max={1}
          step={0.05}
          value={state.muted ? 0 : state.volume}
          aria-valuetext={`${Math.round((state.muted ? 0 : state.volume) * 100)} %`}
          onChange={(e) => actions.setVolume(Number(e.target.value))}
          style={{ '--progress': `${(state.muted ? 0 : state.volume) * 100}%` } as CSSProperties}
        />
        <span className={styles.time}>
          {formatClock(state.currentTime)} / {formatClock(state.duration)}
        </span>
        <span className={styles.spacer} />
        {captions.available ? (
          <button
            type="button"
            className={styles.button}
            onClick={captions.toggle}
            aria-label={t('captions')}
            aria-pressed={captions.on}
          >
            <CaptionsIcon />
          </button>
        ) : null}
        <button
          type="button"
          className={`${styles.button} ${styles.speed}`}
          onClick={() => actions.setRate(nextRate)}
          aria-label={t('speed', { rate: state.rate })}
        >
          {state.rate}×
        </button>
        {pip.supported ? (
          <button
            type="button"
            className={styles.button}
            onClick={pip.toggle}
            aria-label={pip.active ? t('exitPip') : t('pip')}
          >
            <PipIcon />
          </button>
        ) : null}
        {fullscreen.supported ? (
          <button
            type="button"
            className={styles.button}
            onClick={fullscreen.toggle}
            aria-label={fullscreen.active ? t('exitFullscreen') : t('fullscreen')}
          >
            <FullscreenIcon active={fullscreen.active} />
          </button>
        ) : null}
      </div>
    </div>
  );
}
