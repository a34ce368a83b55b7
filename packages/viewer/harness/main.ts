/**
 * Test and bench page for the engine alone: reads the scene from the URL, starts a viewer
 * and exposes it (with an event log) to the browser tests as `window.__viewer`.
 */
import {
  Viewer,
  createAutoplay,
  createHeadingFeed,
  type ViewerEvents,
  type ViewerScene,
} from '../src/index.js';

interface HarnessWindow {
  __viewer?: Viewer;
  __events: { type: string; payload: unknown; t: number }[];
  /** Every image the viewer asked of the network, in order. */
  __requested: string[];
  __error?: string;
  __tv: {
    Viewer: typeof Viewer;
    createAutoplay: typeof createAutoplay;
    createHeadingFeed: typeof createHeadingFeed;
  };
}

const harness = window as unknown as HarnessWindow;
harness.__events = [];
harness.__requested = [];
harness.__tv = { Viewer, createAutoplay, createHeadingFeed };

const params = new URLSearchParams(location.search);
const container = document.getElementById('view') as HTMLElement;
const sceneParam = params.get('scene');

const EVENTS: (keyof ViewerEvents)[] = [
  'scene-ready',
  'first-render',
  'view-half-sharp',
  'view-sharp',
  'tiles-idle',
  'error',
  'interaction',
];

if (sceneParam) {
  try {
    const viewer = new Viewer(container, {
      baseUrl: params.get('base') ?? location.origin,
      label: 'Panorama',
      reducedMotion: params.has('reduced'),
    });
    harness.__viewer = viewer;
    viewer.on('image-request', ({ url }) => harness.__requested.push(url));
    for (const type of EVENTS) {
      viewer.on(type, (payload) => harness.__events.push({ type, payload, t: performance.now() }));
    }
    const scene = JSON.parse(sceneParam) as ViewerScene;
    viewer.loadScene(scene).catch((error: unknown) => (harness.__error = String(error)));
  } catch (error) {
    harness.__error = String(error);
  }
}
