import { describe, expect, it } from 'vitest';
import { PRESETS } from '../config/config-presets.js';
import { contentSecurityPolicy } from './content-security-policy.js';

describe('contentSecurityPolicy', () => {
  it('allows reCAPTCHA and Firebase hosts and no inline or eval script', () => {
    const csp = contentSecurityPolicy(PRESETS.local);
    expect(csp['script-src']).toEqual([
      "'self'",
      'https://www.google.com',
      'https://www.gstatic.com',
      'https://www.googletagmanager.com',
    ]);
    expect(csp['frame-src']).toEqual(['https://www.google.com', 'https://www.gstatic.com']);
    expect(csp['connect-src']).toEqual(
      expect.arrayContaining([
        'https://firebaseinstallations.googleapis.com',
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
      ]),
    );
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['upgrade-insecure-requests']).toBeUndefined();
  });

  it('allows the inline scripts it is given by their hashes, and never any other', () => {
    const hash = 'sha256-Dh4Xgfh6uGJ2z3Bkx0ZR4rQm1f5tC9Q2Y4Yx5cO3S0o=';
    const csp = contentSecurityPolicy(PRESETS.local, [], [hash]);
    expect(csp['script-src']).toEqual([
      "'self'",
      `'${hash}'`,
      'https://www.google.com',
      'https://www.gstatic.com',
      'https://www.googletagmanager.com',
    ]);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
  });

  it('adds an absolute CDN and API origin where media and data are fetched, and upgrades in production', () => {
    const csp = contentSecurityPolicy({
      ...PRESETS.stage,
      cdnBaseUrl: 'https://cdn.example.com/media',
      publicDataApiBaseUrl: 'https://api.example.com/public',
    });
    for (const directive of ['img-src', 'media-src', 'connect-src']) {
      expect(csp[directive]).toContain('https://cdn.example.com');
    }
    expect(csp['connect-src']).toContain('https://api.example.com');
    expect(csp['script-src']).not.toContain('https://cdn.example.com');
    expect(csp['upgrade-insecure-requests']).toEqual([]);
  });
});
