import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { ComponentType } from 'react';
import { HOME_PATH, tourPageOfPath } from '@tourview/schema';
import { readConfig, ConfigError } from './config/env.js';
import { AppProvider } from './app/provider.js';
import { AppRouter } from './app/app-router.js';
import { createApiClient } from './lib/api-client/index.js';
import { takeHomeFrameInput } from './lib/home-frame-input.js';
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

async function start(root: HTMLElement): Promise<void> {
  let config;
  try {
    config = readConfig();
  } catch (error) {
    showConfigError(root, error);
    return;
  }
  const [, loadedHome] = await Promise.all([seedTourPage(), loadHomeScreen(root)]);
  createRoot(root).render(
    <StrictMode>
      <AppProvider config={config}>
        <AppRouter loadedHome={loadedHome} />
      </AppProvider>
    </StrictMode>,
  );
  const firebaseConfig = config.firebase;
  // Firebase stays off the critical path of the first panorama: it loads once the page is idle.
  const whenIdle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1));
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

const root = document.getElementById('root');
if (root) void start(root);
