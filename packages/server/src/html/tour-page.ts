import { isTourCode, resolveMediaUrl, type Tour } from '@tourview/schema';

/** The tour code of a tour screen path (`/{code}` or `/{code}/video`), or `null`. */
export function tourCodeOfPath(path: string): string | null {
  const match = /^\/([^/]+)(?:\/video)?\/?$/.exec(path);
  const code = match?.[1];
  return code !== undefined && isTourCode(code) ? code : null;
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
