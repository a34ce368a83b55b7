import { LANGUAGE_TAG_PATTERN } from './resolve-text.js';
import { isSceneId } from './scene-id.js';
import type { View } from './tour.js';

/** What the tour URL describes: a scene, a view and a language, each part optional. */
export interface ViewState {
  scene?: string;
  view?: Partial<View>;
  /** The language tag the page is shown in; absent for the visitor's own choice. */
  lang?: string;
}

/** The part of `URLSearchParams` the parser needs (this package sees neither DOM nor Node). */
export interface ParamReader {
  get(name: string): string | null;
}

/**
 * The query parameters of a view state, by what they hold; a shared link's address uses these.
 * `lang` is there only when the link was shared in another language than the tour's default.
 */
export const VIEW_STATE_PARAMS = {
  scene: 'scene',
  yaw: 'yaw',
  pitch: 'pitch',
  fov: 'fov',
  lang: 'lang',
} as const;

/** The name of a view state's query parameter. */
export type ViewStateParam = (typeof VIEW_STATE_PARAMS)[keyof typeof VIEW_STATE_PARAMS];

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * Wraps a yaw in degrees into (-180, 180]. A yaw already there comes back as it is, and a
 * wrapped one without the modulo's binary noise (12.4 must not come back as 12.399999999999977,
 * and the draft's schema runs every saved angle through here).
 */
export function normalizeYaw(yaw: number): number {
  if (yaw > -180 && yaw <= 180) return yaw;
  const y = Number((((((yaw + 180) % 360) + 360) % 360) - 180).toFixed(9));
  return y === -180 ? 180 : y;
}

function readNumber(params: ParamReader, key: string, min: number, max: number): number | undefined {
  const raw = params.get(key);
  if (raw === null || raw.trim() === '') return undefined;
  const n = Number(raw);
  if (!Number.isFinite(n)) return undefined;
  return Math.min(max, Math.max(min, n));
}

/** Reads `?scene=&yaw=&pitch=&fov=&lang=`, ignoring anything malformed rather than failing. */
export function parseViewState(params: ParamReader): ViewState {
  const state: ViewState = {};
  const scene = params.get(VIEW_STATE_PARAMS.scene);
  if (scene !== null && isSceneId(scene)) state.scene = scene;
  const lang = params.get(VIEW_STATE_PARAMS.lang);
  if (lang !== null && LANGUAGE_TAG_PATTERN.test(lang)) state.lang = lang;
  const yaw = readNumber(params, VIEW_STATE_PARAMS.yaw, -1e6, 1e6);
  const pitch = readNumber(params, VIEW_STATE_PARAMS.pitch, -90, 90);
  const fov = readNumber(params, VIEW_STATE_PARAMS.fov, 10, 120);
  const view: Partial<View> = {};
  if (yaw !== undefined) view.yaw = normalizeYaw(yaw);
  if (pitch !== undefined) view.pitch = pitch;
  if (fov !== undefined) view.fov = fov;
  if (Object.keys(view).length > 0) state.view = view;
  return state;
}

/**
 * The URL parameters for a scene and view, rounded to 0.1° so URLs stay short and stable;
 * the caller merges them into its other parameters.
 */
export function viewStateParams(
  scene: string,
  view: View,
): Record<Exclude<ViewStateParam, typeof VIEW_STATE_PARAMS.lang>, string> {
  return {
    [VIEW_STATE_PARAMS.scene]: scene,
    [VIEW_STATE_PARAMS.yaw]: String(round(normalizeYaw(view.yaw))),
    [VIEW_STATE_PARAMS.pitch]: String(round(view.pitch)),
    [VIEW_STATE_PARAMS.fov]: String(round(view.fov)),
  };
}

/**
 * The `lang` parameter of a page shown in `lang`: none (`null`) when that is the tour's
 * default language, so a link in the tour's own language stays as short as before.
 */
export function languageParam(lang: string, defaultLanguage: string): string | null {
  return lang.toLowerCase() === defaultLanguage.toLowerCase() ? null : lang;
}
