import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { HOME_PATH, tourPageOfPath, type PublicConfig } from '@tourview/schema';
import { readConfig, ConfigError } from './config/env.js';
import { AppProvider } from './app/provider.js';
import { showHome, type RenderScreen } from './app/home-without-router.js';
import { createApiClient } from './lib/api-client/index.js';
import { takeHomeFrameInput } from './lib/home-frame-input.js';
import { whenIdle } from './lib/when-idle.js';
import { isUnbrandedPage } from './lib/unbranded-page.js';
import './styles.css';

/**
 * On a tour page, puts the tour the page carries into the data cache before the first render.
 * The cache's chunk is one the tour screen imports anyway (the boot entry or the page's
 * preloads have asked for it already), so only tour pages wait for it and home never loads it.
 * A chunk that fails to load is the tour screen's to report: the app renders regardless.
 */
function seedTourPage(): Promise<void> {
  const code = tourPageOfPath(window.location.pathname)?.code;
  if (code === undefined) return Promise.resolve();
  return import('./app/tour-query.js').then(
    (m) => m.seedInlinedTour(code),
    () => undefined,
  );
}

/**
 * On home, the screen's module, which the page preloads: the app's first render then is the
 * home screen, replacing the server's frame of it with the same markup in one go, and the field
 * keeps what the visitor typed into the frame meanwhile. A failed load leaves it to the router.
 */
function loadHomeScreen(root: HTMLElement): Promise<ComponentType | undefined> {
  if (window.location.pathname !== HOME_PATH) return Promise.resolve(undefined);
  return import('./app/routes/home.js').then(
    (m) => {
      takeHomeFrameInput(root);
      return m.default;
    },
    () => undefined,
  );
}

/** Home without the router (home-without-router.tsx); every other path with it. */
async function showFirstScreen(root: HTMLElement, render: RenderScreen): Promise<void> {
  const home = await loadHomeScreen(root);
  if (home) return showHome(home, render);
  const [{ AppRouter }] = await Promise.all([import('./app/app-router.js'), seedTourPage()]);
  render(<AppRouter />);
}

async function start(rootElement: HTMLElement): Promise<void> {
  let config: PublicConfig;
  try {
    config = readConfig();
  } catch (error) {
    showConfigError(rootElement, error);
    return;
  }
  const root = createRoot(rootElement);
  await showFirstScreen(rootElement, (screen) =>
    root.render(
      <StrictMode>
        <AppProvider config={config}>{screen}</AppProvider>
      </StrictMode>,
    ),
  );
  if (isUnbrandedPage(document)) return;
  const firebaseConfig = config.firebase;
  // Firebase stays off the critical path of the first panorama: it loads once the page is idle.
  whenIdle(
    () =>
      void import('./lib/firebase.js')
        .then((m) => m.initFirebase(firebaseConfig))
        // A chunk that fails to load (offline, new deploy) only costs analytics.
        .catch(() => undefined),
  );
}

function showConfigError(root: HTMLElement, error: unknown): void {
  const problems = error instanceof ConfigError ? error.problems : [String(error)];
  const pre = document.createElement('pre');
  pre.textContent = `Tourview is misconfigured:\n${problems.join('\n')}`;
  root.replaceChildren(pre);
  console.error(error);
}

// Browser tests drive the real HTTP client through this handle; production builds drop it.
if (__TEST_HOOKS__) Object.assign(window, { __tourviewTest: { createApiClient } });

// Awaited, so that the tour page's boot entry, which imports this module, hears of a router
// that failed to load and offers to try again.
const root = document.getElementById('root');
if (root) await start(root);
