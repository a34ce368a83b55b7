import { isTourCode } from './tour-code.js';
import type { Scene, View } from './tour.js';
import { parseViewState, type ParamReader } from './view-state.js';

// What the server writes into a page and the app reads from it. No zod here: the tour page's
// boot entry imports this module, and the validation library would weigh more than the
// engine on the way to the first room.

/** The id of the JSON element holding the public configuration, injected into every page. */
export const CONFIG_ELEMENT_ID = 'tourview-config';

/** The id of the JSON element holding the tour record, inlined into tour and video pages. */
export const TOUR_ELEMENT_ID = 'tourview-tour';

/** The home screen's path, where the visitor types a tour code. */
export const HOME_PATH = '/';

/** The screens of a tour: the panorama (`/{code}`) and the video (`/{code}/video`). */
export type TourScreen = 'tour' | 'video';

/** The path segment after the tour code that opens the video screen; matched case-sensitively. */
export const VIDEO_SEGMENT = 'video';

/** A tour page's path, read: which tour and which of its screens. */
export interface TourPagePath {
  code: string;
  screen: TourScreen;
}

const TOUR_PAGE_PATH = new RegExp(`^/([^/]+)(/${VIDEO_SEGMENT})?/?$`);

/**
 * The tour and screen a URL path shows: `/{code}` or `/{code}/video`, a trailing slash
 * allowed; `null` for any other path and for a malformed code. The path is taken as the
 * browser sends it (percent-encoded): a tour code never needs encoding, so an encoded one is
 * no tour page. Segments match case-sensitively, as the app's router does.
 */
export function tourPageOfPath(path: string): TourPagePath | null {
  const match = TOUR_PAGE_PATH.exec(path);
  const code = match?.[1];
  if (code === undefined || !isTourCode(code)) return null;
  return { code, screen: match?.[2] ? 'video' : 'tour' };
}

/** The path of a tour's screen, the inverse of {@link tourPageOfPath}. */
export function tourPagePath(code: string, screen: TourScreen): string {
  return `/${encodeURIComponent(code)}${screen === 'video' ? `/${VIDEO_SEGMENT}` : ''}`;
}

/** The address visitors open a tour at: its page on the visitors' origin (`PUBLIC_ORIGIN`). */
export function tourPageUrl(origin: string, code: string): string {
  return `${origin}${tourPagePath(code, 'tour')}`;
}

/** Where a tour page opens: a scene of the tour, and the view in it when the URL names one. */
export interface OpeningView {
  sceneId: string;
  view?: Partial<View>;
}

/**
 * Where a tour page opens, from its query (`?scene=&yaw=&pitch=&fov=`, see
 * {@link parseViewState}): the named scene when the tour has it, or the scene that had that id
 * before a rename (`formerIds`), else the start scene. The server preloads this scene's preview
 * and the page's first script loads the same one; the app then writes the scene's id into the
 * address, so an old link ends on the new one.
 */
export function openingView(
  tour: { startScene: string; scenes: readonly Pick<Scene, 'id' | 'formerIds'>[] },
  params: ParamReader,
): OpeningView {
  const state = parseViewState(params);
  const wanted = state.scene;
  const found =
    wanted === undefined
      ? undefined
      : (tour.scenes.find((s) => s.id === wanted) ?? tour.scenes.find((s) => s.formerIds?.includes(wanted)));
  if (!found) return { sceneId: tour.startScene };
  // A view only makes sense in the scene it was taken in.
  return state.view ? { sceneId: found.id, view: state.view } : { sceneId: found.id };
}
