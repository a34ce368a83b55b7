import { useMemo } from 'react';
import { resolveMediaUrl, type TourVideo } from '@tourview/schema';
import type { TourText } from '../../lib/i18n/index.js';
import type { ResolvedSource } from './source-choice.js';
import type { CaptionTrack } from './use-captions.js';

/** The tour video's media with every reference resolved against the CDN. */
export interface ResolvedMedia {
  sources: ResolvedSource[];
  poster: string | undefined;
  captions: CaptionTrack[];
}

/**
 * Resolves the video's sources, poster and caption tracks against the CDN base URL, and the
 * tracks' labels into the visitor's language.
 */
export function useResolvedMedia(video: TourVideo, cdnBaseUrl: string, text: TourText): ResolvedMedia {
  return useMemo(
    () => ({
      sources: video.sources.map((s) => ({ url: resolveMediaUrl(cdnBaseUrl, s.url), type: s.type })),
      poster: video.poster ? resolveMediaUrl(cdnBaseUrl, video.poster) : undefined,
      captions: video.captions.map((c) => ({
        ...c,
        label: text(c.label),
        url: resolveMediaUrl(cdnBaseUrl, c.url),
      })),
    }),
    [video, cdnBaseUrl, text],
  );
}
