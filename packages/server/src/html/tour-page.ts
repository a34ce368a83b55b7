import { isTourCode, resolveMediaUrl, type Tour } from '@tourview/schema';

/** The screen a path shows, with its tour code: `/{code}` or `/{code}/video`; else `null`. */
export function tourScreenOfPath(path: string): { code: string; screen: 'tour' | 'video' } | null {
  const match = /^\/([^/]+)(\/video)?\/?$/.exec(path);
  const code = match?.[1];
  if (code === undefined || !isTourCode(code)) return null;
  return { code, screen: match?.[2] ? 'video' : 'tour' };
}

/** The video's poster, which the video screen shows first. */
export function posterUrl(tour: Tour, cdnBaseUrl: string): string | undefined {
  const poster = tour.video?.poster;
  return poster ? resolveMediaUrl(cdnBaseUrl, poster) : undefined;
}

/** The preview image of the scene a tour page opens on: `?scene=` when it exists, else the start scene. */
export function startPreviewUrl(
  tour: Tour,
  cdnBaseUrl: string,
  requestedScene: string | null,
): string | undefined {
  const scene =
    tour.scenes.find((s) => s.id === requestedScene) ?? tour.scenes.find((s) => s.id === tour.startScene);
  return scene ? resolveMediaUrl(cdnBaseUrl, scene.panorama.preview.url) : undefined;
}
