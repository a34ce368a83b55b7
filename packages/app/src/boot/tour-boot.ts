import { Viewer } from '@tourview/viewer';
import {
  CONFIG_ELEMENT_ID,
  FIRST_ROOM_ELEMENT_ID,
  openingView,
  resolveText,
  TOUR_ELEMENT_ID,
  tourPageOfPath,
  tourTextLanguages,
  type FirstRoom,
  type FirstRoomScene,
  type VisitorTour,
  type View,
} from '@tourview/schema';
import { markViewTimings, offerEarlyViewer } from '../lib/early-viewer.js';
import { pageLang } from '../lib/i18n/languages.js';
import { offerBootRetry } from './boot-retry.js';
import { parseJsonElement } from '../lib/page-data.js';
import type { RestOfTour, startApp as startAppEntry } from './app-start.js';
import { startInsets } from '../lib/tour-screen-layout.js';

/**
 * The tour page's first and only script until the first room is on screen. React, the router
 * and the data layer weigh about 110 kB gzip, which alone takes over half a second on a
 * mobile network; the engine is 12 kB. So the server sends tour pages this script instead of
 * the app's entry, inline in the page (vite-tour-boot.ts builds it on its own, engine and all):
 * a script of its own cost one more round trip before the first pixels. It shows the start
 * room from the tour and configuration inlined in the page, then loads the app, which adopts
 * the running viewer (lib/early-viewer.ts) by asking it for the same scene without a fade: the
 * engine joins this load, so nothing reloads.
 *
 * The app's code (about 200 kB on the wire) waits until the first view's tiles are in: both
 * share the visitor's connection, and over HTTP/1.1 the app's thirty-odd chunks, asked for
 * first, held the tiles back by over a second on Fast-4G. The visitor's first key or touch
 * starts it at once. Measured with `npm run bench` (tourPage): see docs/benchmarks.md.
 */

/**
 * How long the app waits for the first view to be sharp before loading anyway: a slow or
 * failing preview, or a view that needs many tiles on a slow network.
 */
const APP_DEADLINE_MS = 2500;
/** What the visitor does that wants the app (its controls) now rather than a sharper room. */
const INPUT_EVENTS = ['keydown', 'pointerdown', 'wheel'] as const;

let appRequested = false;
/**
 * Set when the page carries a big tour's first room only: the app's code then loads together
 * with the rest of the tour, from this API and under this code, rather than before it.
 */
let restOfTour: RestOfTour | null = null;
/** Stops whatever else was waiting to start the app (listeners, the deadline). */
let stopWaiting = (): void => undefined;

function startApp(): void {
  if (appRequested) return;
  appRequested = true;
  stopWaiting();
  loadApp();
}

function loadApp(): void {
  // The app's entry by the URL its build gave it: this script is not part of that build.
  (import(/* @vite-ignore */ __APP_START_URL__) as Promise<{ startApp: typeof startAppEntry }>)
    .then((app) => app.startApp(restOfTour))
    .catch((error: unknown) => {
      console.error(error);
      offerBootRetry(loadApp);
    });
}

/**
 * The room the page opens on and what names it: from the whole tour, or from a big tour's
 * first room, the page contract's `pageTourOf` (the app then loads the rest of the tour).
 */
function pageRoom(
  code: string,
): { scene: FirstRoomScene; view?: Partial<View>; tour: FirstRoom | VisitorTour } | null {
  const query = new URLSearchParams(window.location.search);
  const tour = parseJsonElement(document, TOUR_ELEMENT_ID) as VisitorTour | undefined;
  const room = parseJsonElement(document, FIRST_ROOM_ELEMENT_ID) as FirstRoom | undefined;
  // The server inlines only stored, validated tours; the app validates again when it starts.
  if (tour?.code === code && Array.isArray(tour.scenes)) {
    const { sceneId, view } = openingView(tour, query);
    const scene = tour.scenes.find((s) => s.id === sceneId);
    return scene ? { scene, tour, ...(view && { view }) } : null;
  }
  if (room?.code !== code || typeof room.scene !== 'object') return null;
  // The server chose the room by the same query; this only finds the view the query names.
  const { view } = openingView({ startScene: room.scene.id, scenes: [room.scene] }, query);
  return { scene: room.scene, tour: room, ...(view && { view }) };
}

function showFirstRoom(): void {
  const config = parseJsonElement(document, CONFIG_ELEMENT_ID) as
    { cdnBaseUrl?: unknown; publicDataApiBaseUrl?: unknown } | undefined;
  const code = tourPageOfPath(window.location.pathname)?.code;
  const baseUrl = config?.cdnBaseUrl;
  const room = code === undefined ? null : pageRoom(code);
  if (typeof baseUrl !== 'string' || !room) return startApp();
  const { scene, view, tour } = room;
  const apiBaseUrl = config?.publicDataApiBaseUrl;
  if (!('scenes' in tour) && typeof apiBaseUrl === 'string') restOfTour = { apiBaseUrl, code: tour.code };

  const host = document.createElement('div');
  Object.assign(host.style, { position: 'fixed', inset: '0', background: '#000' });
  document.body.prepend(host);
  let viewer: Viewer;
  try {
    // The canvas is named in the language the app will open in; the app then takes it over.
    const lang = pageLang(window.location.search, navigator.languages);
    viewer = new Viewer(host, { baseUrl, label: resolveText(scene.title, tourTextLanguages(tour, [lang])) });
  } catch {
    // No WebGL here: the app explains it and shows the listing.
    host.remove();
    return startApp();
  }
  // Before the first frame, so the start view is already centred beside the app's panel.
  viewer.setInsets(startInsets(window.location.search));
  offerEarlyViewer({ viewer, host, tourCode: tour.code });
  markViewTimings(viewer);
  // Sharp, or every tile settled (some may have failed for good): nothing more to wait for.
  const stops = (['view-sharp', 'tiles-idle'] as const).map((type) => viewer.on(type, startApp));
  for (const type of INPUT_EVENTS) window.addEventListener(type, startApp, { capture: true, passive: true });
  const deadline = window.setTimeout(startApp, APP_DEADLINE_MS);
  stopWaiting = () => {
    stops.forEach((stop) => stop());
    for (const type of INPUT_EVENTS) window.removeEventListener(type, startApp, true);
    window.clearTimeout(deadline);
  };
  viewer.loadScene(scene, { transition: 'none', ...(view && { view }) }).catch(startApp);
}

showFirstRoom();
