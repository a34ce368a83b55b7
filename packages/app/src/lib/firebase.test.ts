import { describe, expect, it, vi } from 'vitest';
import { createAnalytics } from './analytics.js';
import { initFirebase, type FirebaseConfig, type FirebaseLoaders } from './firebase.js';
import { refuseStorage } from './testing/refused-storage.js';

const baseConfig: FirebaseConfig = {
  apiKey: 'test-api-key',
  authDomain: 'tourview-test.firebaseapp.com',
  projectId: 'tourview-test',
  storageBucket: 'tourview-test.appspot.com',
  messagingSenderId: '1234567890',
  appId: '1:1234567890:web:abcdef',
  measurementId: 'G-TEST123',
};

/** Stand-ins for the Firebase SDK that record what the app asked of it. */
function fakeFirebase({ supported = true, appFails = false } = {}) {
  const app = { name: '[DEFAULT]' };
  const instance = { app };
  const sdk = {
    initializeApp: vi.fn(() => {
      if (appFails) throw new Error('chunk failed to load');
      return app;
    }),
    isSupported: vi.fn(async () => supported),
    getAnalytics: vi.fn(() => instance),
    logEvent: vi.fn(),
  };
  const loaders = {
    app: vi.fn(async () => ({ initializeApp: sdk.initializeApp })),
    analytics: vi.fn(async () => ({
      isSupported: sdk.isSupported,
      getAnalytics: sdk.getAnalytics,
      logEvent: sdk.logEvent,
    })),
  };
  return { app, instance, sdk, loaders: loaders as unknown as FirebaseLoaders & typeof loaders };
}

const freshConfig = (overrides: Partial<FirebaseConfig> = {}): FirebaseConfig => ({
  ...baseConfig,
  ...overrides,
});

describe('initFirebase', () => {
  it('initialises the app with the configured values and connects analytics', async () => {
    const { app, instance, sdk, loaders } = fakeFirebase();
    const analytics = createAnalytics();
    analytics.track('tour_opened', { tour_code: 'demo' });
    const config = freshConfig();
    const result = await initFirebase(config, { analytics, loaders });
    expect(result).toEqual({ status: 'analytics', app });
    expect(sdk.initializeApp).toHaveBeenCalledExactlyOnceWith(config);
    expect(sdk.getAnalytics).toHaveBeenCalledWith(app);
    expect(sdk.logEvent).toHaveBeenCalledWith(instance, 'tour_opened', { tour_code: 'demo' });
    analytics.track('enquiry_sent', { tour_code: 'demo' });
    expect(sdk.logEvent).toHaveBeenLastCalledWith(instance, 'enquiry_sent', { tour_code: 'demo' });
  });

  it('does not load analytics without a measurement id, and drops events', async () => {
    const { sdk, loaders } = fakeFirebase();
    const analytics = createAnalytics();
    const config = freshConfig({ measurementId: undefined });
    expect((await initFirebase(config, { analytics, loaders })).status).toBe('app-only');
    expect(sdk.initializeApp).toHaveBeenCalledWith(config);
    expect(loaders.analytics).not.toHaveBeenCalled();
    expect(analytics.state).toBe('disabled');
  });

  it('keeps analytics off where the browser does not support it', async () => {
    const { sdk, loaders } = fakeFirebase({ supported: false });
    const analytics = createAnalytics();
    expect((await initFirebase(freshConfig(), { analytics, loaders })).status).toBe('app-only');
    expect(sdk.isSupported).toHaveBeenCalled();
    expect(sdk.getAnalytics).not.toHaveBeenCalled();
    expect(analytics.state).toBe('disabled');
  });

  it('never rejects when Firebase cannot load, and tells onError once', async () => {
    const { loaders } = fakeFirebase();
    loaders.app.mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    const analytics = createAnalytics();
    const onError = vi.fn();
    const result = await initFirebase(freshConfig(), { analytics, loaders, onError });
    expect(result.status).toBe('failed');
    expect(onError).toHaveBeenCalledExactlyOnceWith(expect.any(TypeError));
    expect(analytics.state).toBe('disabled');
  });

  it('keeps the app when only analytics fails', async () => {
    const { app, sdk, loaders } = fakeFirebase();
    sdk.isSupported.mockRejectedValue(new Error('IndexedDB blocked'));
    const onError = vi.fn();
    const analytics = createAnalytics();
    const result = await initFirebase(freshConfig(), { analytics, loaders, onError });
    expect(result).toMatchObject({ status: 'app-only', app });
    expect(onError).toHaveBeenCalledOnce();
    expect(analytics.state).toBe('disabled');
  });

  it('catches a throwing initializeApp', async () => {
    const { loaders } = fakeFirebase({ appFails: true });
    const result = await initFirebase(freshConfig(), {
      analytics: createAnalytics(),
      loaders,
      onError: vi.fn(),
    });
    expect(result.status).toBe('failed');
  });

  it('starts once per config object, as strict mode calls it twice', async () => {
    const { sdk, loaders } = fakeFirebase();
    const config = freshConfig();
    const analytics = createAnalytics();
    const [first, second] = await Promise.all([
      initFirebase(config, { analytics, loaders }),
      initFirebase(config, { analytics, loaders }),
    ]);
    expect(second).toBe(first);
    expect(sdk.initializeApp).toHaveBeenCalledOnce();
  });
});

describe('initFirebase with the real SDK', () => {
  it('initialises the app offline and leaves analytics off where IndexedDB is missing', async () => {
    const analytics = createAnalytics();
    const config = freshConfig();
    const result = await initFirebase(config, { analytics });
    expect(result.status).toBe('app-only');
    expect(result.error).toBeUndefined();
    expect(result.app?.options).toMatchObject({ apiKey: 'test-api-key', appId: baseConfig.appId });
    expect(analytics.state).toBe('disabled');
  });

  it('never rejects where storage, IndexedDB and cookies throw, as in a cross-site frame', async () => {
    const restore = refuseStorage();
    try {
      const analytics = createAnalytics();
      const result = await initFirebase(freshConfig(), { analytics, onError: () => undefined });
      expect(result.status).not.toBe('analytics');
      expect(analytics.state).toBe('disabled');
      expect(() => analytics.track('tour_opened', { tour_code: 'demo' })).not.toThrow();
    } finally {
      restore();
    }
  });
});
