import { EMBED_ANY_ORIGIN, type PresetConfig } from '@tourview/schema';

/** Google reCAPTCHA v3: its script, its frames and the images they load. */
const RECAPTCHA_HOSTS = ['https://www.google.com', 'https://www.gstatic.com'];
/** Firebase app, installations and Analytics endpoints, plus the gtag.js loader. */
const FIREBASE_HOSTS = [
  'https://*.googleapis.com',
  'https://firebaseinstallations.googleapis.com',
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.googletagmanager.com',
];

function originOf(url: string): string[] {
  return /^https?:\/\//.test(url) ? [new URL(url).origin] : [];
}

/**
 * The Content-Security-Policy directives the app needs and nothing more: its own origin,
 * the CDN (tiles, previews, video), the API when it lives elsewhere, reCAPTCHA and Firebase.
 * Pages may be framed by their own origin and by `framers` (embed pages only; `*`: any site).
 * `scriptHashes` (`sha256-…`) allow exactly those inline scripts: the tour page's first script.
 */
export function contentSecurityPolicy(
  config: PresetConfig,
  framers: readonly string[] = [],
  scriptHashes: readonly string[] = [],
): Record<string, string[]> {
  const cdn = originOf(config.cdnBaseUrl);
  const api = originOf(config.publicDataApiBaseUrl);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    // `*` already takes in our own origin.
    'frame-ancestors': framers.includes(EMBED_ANY_ORIGIN) ? ['*'] : ["'self'", ...framers],
    'form-action': ["'self'"],
    'script-src': [
      "'self'",
      ...scriptHashes.map((hash) => `'${hash}'`),
      ...RECAPTCHA_HOSTS,
      'https://www.googletagmanager.com',
    ],
    'frame-src': RECAPTCHA_HOSTS,
    'connect-src': ["'self'", ...cdn, ...api, ...RECAPTCHA_HOSTS, ...FIREBASE_HOSTS],
    'img-src': ["'self'", 'data:', 'blob:', ...cdn, ...RECAPTCHA_HOSTS, ...FIREBASE_HOSTS],
    // hls.js plays through MediaSource, whose URLs are blob: URLs.
    'media-src': ["'self'", 'blob:', ...cdn],
    'worker-src': ["'self'", 'blob:'],
    // The reCAPTCHA badge and React's style props need inline styles; no inline script is
    // allowed but those of `scriptHashes`.
    'style-src': ["'self'", "'unsafe-inline'"],
    'font-src': ["'self'", 'data:'],
    'manifest-src': ["'self'"],
  };
  if (config.production) directives['upgrade-insecure-requests'] = [];
  return directives;
}
