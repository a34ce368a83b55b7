import { describe, expect, it } from 'vitest';
import { parsePublicConfig, type PublicConfig } from './public-config.js';

const config: PublicConfig = {
  envName: 'local',
  production: false,
  publicDataApiBaseUrl: '/api/public',
  cdnBaseUrl: 'https://cdn.example.com/media',
  firebase: {
    apiKey: 'key',
    authDomain: 'example.firebaseapp.com',
    projectId: 'example',
    storageBucket: 'example.appspot.com',
    messagingSenderId: '1',
    appId: '1:1:web:1',
  },
  loanCalculatorUrl: 'https://bank.example/tools/loan',
  recaptchaSiteKey: 'site-key',
  publicOrigin: 'https://tours.example.com',
  embedOrigins: ['https://portal.example'],
};

// This file loads the configuration's schema alone, as the home page does: the full zod API,
// which would set English messages for every schema, is not loaded here.
describe('parsePublicConfig', () => {
  it('gives back a valid configuration', () => {
    expect(parsePublicConfig(config)).toEqual({ config });
  });

  it('lists every problem, path and message in English', () => {
    const parsed = parsePublicConfig({
      ...config,
      cdnBaseUrl: 'ftp://cdn.example.com',
      firebase: { ...config.firebase, apiKey: '' },
      loanCalculatorUrl: 'javascript:alert(1)',
      publicOrigin: 'https://tours.example.com/',
      extra: true,
    });
    expect(parsed).toEqual({
      problems: [
        'cdnBaseUrl: Expected an http(s) URL or a path starting with "/".',
        'firebase.apiKey: Too small: expected string to have >=1 characters',
        'loanCalculatorUrl: Invalid URL',
        'publicOrigin: Expected a bare http(s) origin.',
        '(root): Unrecognized key: "extra"',
      ],
    });
  });
});
