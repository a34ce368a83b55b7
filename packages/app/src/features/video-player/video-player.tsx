import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { TourVideo } from '@tourview/schema';
import { useConfig } from '../../config/config-context.js';
import { useI18n, useMessages, useTourText } from '../../lib/i18n/index.js';
import { useFullscreen } from '../../lib/use-fullscreen.js';
import { chapterIndexAt } from './chapters.js';
import { ChapterList } from './chapter-list.js';
import { messages } from './messages.js';
import { PlayerControls } from './player-controls.js';
import type { VideoPlayerEvent } from './player-events.js';
import { PlayerOverlay, type OverlayState } from './player-overlay.js';
import { parseStartTime } from './start-time.js';
import { useCaptions } from './use-captions.js';
import { useMediaState, type MediaState } from './use-media-state.js';
import { usePlayback } from './use-playback.js';
import { usePlaybackAnalytics } from './use-playback-analytics.js';
import { usePlayerActions } from './use-player-actions.js';
import { usePlayerKeys } from './use-player-keys.js';
import { useResolvedMedia } from './resolved-media.js';
import { usePictureInPicture, useVideoFullscreenFallback } from './use-screen-modes.js';
import styles from './video-player.module.css';

/** What the video player needs from its screen. */
export interface VideoPlayerProps {
  video: TourVideo;
  tourCode: string;
  /** The tour's default language, which its texts fall back to. */
  defaultLanguage?: string | undefined;
  /** The raw `?t=` deep-link value; unreadable values are ignored. */
  startParam?: string | null;
  /** Analytics: first play, 25/50/75/100 %, chapter used. */
  onEvent?: (event: VideoPlayerEvent) => void;
  /** Shown in the side column under the chapters (the screen puts the property summary there). */
  aside?: ReactNode;
}

function overlayState(state: MediaState, failed: boolean, playable: boolean): OverlayState {
  if (!playable) return 'unsupported';
  if (failed) return 'failed';
  if (state.buffering) return 'buffering';
  return state.started ? 'idle' : 'start';
}

/** The tour video with its controls, keyboard shortcuts, captions and chapter list. */
export function VideoPlayer({
  video: tourVideo,
  tourCode,
  defaultLanguage,
  startParam = null,
  onEvent,
  aside,
}: VideoPlayerProps) {
  const t = useMessages(messages);
  const shortcutsId = useId();
  const { lang } = useI18n();
  const { cdnBaseUrl } = useConfig();
  const container = useRef<HTMLDivElement>(null);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const text = useTourText({ defaultLanguage });
  const media = useResolvedMedia(tourVideo, cdnBaseUrl, text);
  const startAt = useMemo(
    () => parseStartTime(startParam, tourVideo.duration),
    [startParam, tourVideo.duration],
  );
  const { playback, failed, retry, prepare } = usePlayback(video, media.sources, startAt);
  const state = useMediaState(video, tourVideo.duration);
  const actions = usePlayerActions(video, prepare);
  const captions = useCaptions(video, media.captions, lang);
  // The whole player goes full screen, so the custom controls and captions stay.
  const fullscreen = useFullscreen(container, useVideoFullscreenFallback(video));
  const pip = usePictureInPicture(video);
  usePlaybackAnalytics(video, onEvent);
  const overlay = overlayState(state, failed, playback !== undefined);
  const current = chapterIndexAt(tourVideo.chapters, state.currentTime);

  const onKeyDown = usePlayerKeys({ actions, state, captions, fullscreen });
  const seekToChapter = (index: number) => {
    const chapter = tourVideo.chapters[index];
    if (!chapter) return;
    actions.seekTo(chapter.start);
    actions.play();
    onEvent?.({ name: 'chapter_used', chapter: index, scene: chapter.scene });
  };

  return (
    <div className={styles.layout}>
      <section
        className={styles.player}
        ref={container}
        onKeyDown={onKeyDown}
        aria-label={t('player')}
        aria-describedby={shortcutsId}
      >
        <div className={styles.stage}>
          <video
            ref={setVideo}
            className={styles.video}
            src={playback?.engine === 'native' ? playback.source.url : undefined}
            poster={media.poster}
            preload="metadata"
            playsInline
            // Clicking the picture focuses the player, so its shortcuts work; it stays out of the tab order.
            tabIndex={-1}
            // Caption tracks and hls.js segments from a CDN on another origin need CORS anyway;
            // one mode for the element keeps it from being tainted by mixed answers.
            crossOrigin="anonymous"
            data-engine={playback?.engine ?? 'none'}
            onClick={actions.togglePlay}
          >
            {media.captions.map((track) => (
              <track
                // A new label makes a new track: browsers read a track's label once.
                key={`${track.url} ${track.label}`}
                kind="captions"
                src={track.url}
                srcLang={track.lang}
                label={track.label}
              />
            ))}
          </video>
          <PlayerOverlay state={overlay} tourCode={tourCode} onRetry={retry} />
        </div>
        <PlayerControls
          state={state}
          actions={actions}
          captions={captions}
          fullscreen={fullscreen}
          pip={pip}
        />
        <p id={shortcutsId} className="visually-hidden">
          {t('shortcuts')}
        </p>
        <div role="status" className="visually-hidden">
          {overlay === 'buffering' ? t('buffering') : ''}
        </div>
      </section>
      <div className={styles.side}>
        <ChapterList
          chapters={tourVideo.chapters}
          current={current}
          tourCode={tourCode}
          text={text}
          onSeek={seekToChapter}
        />
        {aside}
      </div>
    </div>
  );
}
