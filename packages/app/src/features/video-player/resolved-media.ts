import { useMemo } from 'react';
import { resolveMediaUrl, type TourVideo } from '@tourview/schema';
import type { ResolvedSource } from './source-choice.js';
import type { CaptionTrack } from './use-captions.js';

/** The tour video's media with every reference resolved against the CDN. */
export interface ResolvedMedia {
  sources: ResolvedSource[];
  poster: string | undefined;
  captions: CaptionTrack[];
}

/** Resolves the video's sources, poster and caption tracks against the CDN base URL. */
export function useResolvedMedia(video: TourVideo, cdnBaseUrl: string): ResolvedMedia {
  return useMemo(
    () => ({
      sources: video.sources.map((s) => ({ url: resolveMediaUrl(cdnBaseUrl, s.url), type: s.type })),
      poster: video.poster ? resolveMediaUrl(cdnBaseUrl, video.poster) : undefined,
      captions: video.captions.map((c) => ({ ...c, url: resolveMediaUrl(cdnBaseUrl, c.url) })),
    }),
    [video, cdnBaseUrl],
  );
}
