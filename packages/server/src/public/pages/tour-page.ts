import {
  openingView,
  pageTourOf,
  resolveMediaUrl,
  type ParamReader,
  type VisitorTour,
} from '@tourview/schema';

/** The video's poster, which the video screen shows first. */
export function posterUrl(tour: VisitorTour, cdnBaseUrl: string): string | undefined {
  const poster = tour.video?.poster;
  return poster ? resolveMediaUrl(cdnBaseUrl, poster) : undefined;
}

/**
 * What a tour page carries of its tour (the page contract's `pageTourOf` for the scene it
 * opens on, by `openingView`), and the preview its first script fetches first: none when the
 * scene's inline preview is in the page, since the engine then fetches the full one only once
 * the view's tiles are in.
 */
export function tourPageData(
  tour: VisitorTour,
  cdnBaseUrl: string,
  query: ParamReader,
): { tourJson?: string; firstRoomJson?: string; preloadFetch?: string } {
  const { sceneId } = openingView(tour, query);
  const scene = tour.scenes.find((s) => s.id === sceneId);
  const data = pageTourOf(tour, sceneId);
  const json =
    'tour' in data
      ? { tourJson: JSON.stringify(data.tour) }
      : { firstRoomJson: JSON.stringify(data.firstRoom) };
  const preview = scene?.panorama.preview;
  if (!preview || preview.inline) return json;
  return { ...json, preloadFetch: resolveMediaUrl(cdnBaseUrl, preview.url) };
}
