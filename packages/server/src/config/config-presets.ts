import type { PresetConfig } from '@tourview/schema';

/** The environments the app ships with. */
export const APP_ENVS = ['local', 'stage'] as const;

/** One shipped environment. */
export type AppEnv = (typeof APP_ENVS)[number];

/**
 * The browser configuration of each environment: the only place these values exist.
 * Environment variables override single values (see `.env.example`).
 */
export const PRESETS: Record<AppEnv, PresetConfig> = {
  local: {
    envName: 'local',
    production: false,
    publicDataApiBaseUrl: '/api/public',
    cdnBaseUrl: '/media',
    // A placeholder "demo-" project: Firebase treats demo projects as offline emulator projects.
    firebase: {
      apiKey: 'demo-local-api-key',
      authDomain: 'demo-tourview.firebaseapp.com',
      projectId: 'demo-tourview',
      storageBucket: 'demo-tourview.appspot.com',
      messagingSenderId: '000000000000',
      appId: '1:000000000000:web:0000000000000000000000',
    },
    loanCalculatorUrl: 'https://www.tourview.example/tools/loan-eligibility',
    recaptchaSiteKey: 'local-placeholder-recaptcha-site-key',
  },
  stage: {
    envName: 'stage',
    production: true,
    // Same origin as the page, so enquiry requests carry the XSRF header (absolute URLs never do).
    publicDataApiBaseUrl: '/api/public',
    cdnBaseUrl: 'https://cdn.stage.tourview.example',
    firebase: {
      apiKey: 'stage-firebase-web-api-key',
      authDomain: 'tourview-stage.firebaseapp.com',
      projectId: 'tourview-stage',
      storageBucket: 'tourview-stage.appspot.com',
      messagingSenderId: '100000000001',
      appId: '1:100000000001:web:5a7e0000000000000000aa',
      measurementId: 'G-STAGE00001',
    },
    loanCalculatorUrl: 'https://stage.tourview.example/tools/loan-eligibility',
    recaptchaSiteKey: 'stage-recaptcha-v3-site-key',
  },
};
