import { openingView, resolveMediaUrl, type ParamReader, type VisitorTour } from '@tourview/schema';

/** The video's poster, which the video screen shows first. */
export function posterUrl(tour: VisitorTour, cdnBaseUrl: string): string | undefined {
  const poster = tour.video?.poster;
  return poster ? resolveMediaUrl(cdnBaseUrl, poster) : undefined;
}

/**
 * The preview image of the scene a tour page opens on (the page contract's `openingView`),
 * which the early viewer fetches first.
 */
export function startPreviewUrl(
  tour: VisitorTour,
  cdnBaseUrl: string,
  query: ParamReader,
): string | undefined {
  const { sceneId } = openingView(tour, query);
  const scene = tour.scenes.find((s) => s.id === sceneId);
  return scene ? resolveMediaUrl(cdnBaseUrl, scene.panorama.preview.url) : undefined;
}
