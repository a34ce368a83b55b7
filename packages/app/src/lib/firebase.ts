import type { PublicConfig } from '@tourview/schema';
import type * as FirebaseAnalyticsModule from 'firebase/analytics';
import type * as FirebaseAppModule from 'firebase/app';
import { analytics as appAnalytics, type Analytics } from './analytics.js';

/** The Firebase app config of `PublicConfig`. */
export type FirebaseConfig = PublicConfig['firebase'];

/** Loads the modular Firebase SDK on demand, so it never weighs on the first panorama. */
export interface FirebaseLoaders {
  app(): Promise<Pick<typeof FirebaseAppModule, 'initializeApp'>>;
  analytics(): Promise<Pick<typeof FirebaseAnalyticsModule, 'getAnalytics' | 'isSupported' | 'logEvent'>>;
}

/** How far Firebase got: with analytics, the app alone, or not at all. */
export type FirebaseStatus = 'analytics' | 'app-only' | 'failed';

/** What `initFirebase` achieved. */
export interface FirebaseInit {
  status: FirebaseStatus;
  app?: FirebaseAppModule.FirebaseApp;
  error?: unknown;
}

/** Options of {@link initFirebase}; the defaults are what the app uses. */
export interface InitFirebaseOptions {
  /** The analytics front to connect or disable. Default: the app's `analytics`. */
  analytics?: Analytics;
  loaders?: FirebaseLoaders;
  /** Told once when Firebase cannot start. Default: a console warning in development builds. */
  onError?: (error: unknown) => void;
}

const defaultLoaders: FirebaseLoaders = {
  app: () => import('firebase/app'),
  analytics: () => import('firebase/analytics'),
};

const started = new WeakMap<FirebaseConfig, Promise<FirebaseInit>>();

/**
 * Initialises the Firebase app from the configured values, and analytics only where
 * `measurementId` is set and the browser supports it. Call it after the first render. It never
 * rejects: without Firebase the app runs on and analytics drops its events. Calling it again
 * with the same config object returns the first result (React's strict mode runs effects twice).
 */
export function initFirebase(
  config: FirebaseConfig,
  options: InitFirebaseOptions = {},
): Promise<FirebaseInit> {
  let init = started.get(config);
  if (!init) {
    init = start(config, options);
    started.set(config, init);
  }
  return init;
}

async function start(config: FirebaseConfig, options: InitFirebaseOptions): Promise<FirebaseInit> {
  const analytics = options.analytics ?? appAnalytics;
  const loaders = options.loaders ?? defaultLoaders;
  const fail = (error: unknown, app?: FirebaseAppModule.FirebaseApp): FirebaseInit => {
    analytics.disable();
    (options.onError ?? warnInDevelopment)(error);
    return app ? { status: 'app-only', app, error } : { status: 'failed', error };
  };
  let app: FirebaseAppModule.FirebaseApp;
  try {
    app = (await loaders.app()).initializeApp(config);
  } catch (error) {
    return fail(error);
  }
  try {
    const connected = config.measurementId !== undefined && (await connectAnalytics(app, loaders, analytics));
    if (!connected) analytics.disable();
    return { status: connected ? 'analytics' : 'app-only', app };
  } catch (error) {
    return fail(error, app);
  }
}

async function connectAnalytics(
  app: FirebaseAppModule.FirebaseApp,
  loaders: FirebaseLoaders,
  analytics: Analytics,
): Promise<boolean> {
  const { getAnalytics, isSupported, logEvent } = await loaders.analytics();
  if (!(await isSupported())) return false;
  const instance = getAnalytics(app);
  analytics.connect((event, params) => logEvent(instance, event, params));
  return true;
}

function warnInDevelopment(error: unknown): void {
  if (import.meta.env.DEV) console.warn('Firebase did not start; the app goes on without analytics.', error);
}
