import { renderToStaticMarkup } from 'react-dom/server';
import type { HomeFrames, PublicConfig } from '@tourview/schema';
import HomeRoute from '../app/routes/home.js';
import { ConfigProvider } from '../config/config-context.js';
import { I18nProvider, LANGS } from '../lib/i18n/index.js';
import { NavigationProvider } from '../lib/navigation.js';

/**
 * Never used for a request: rendering runs no effect or handler, the only places the home
 * screen reads its configuration. It only stands in for the one the server injects.
 */
const RENDER_ONLY_CONFIG: PublicConfig = {
  envName: 'build',
  production: true,
  publicDataApiBaseUrl: 'https://render.invalid/',
  cdnBaseUrl: 'https://render.invalid/',
  firebase: {
    apiKey: 'none',
    authDomain: 'none',
    projectId: 'none',
    storageBucket: 'none',
    messagingSenderId: 'none',
    appId: 'none',
  },
  loanCalculatorUrl: 'https://render.invalid/',
  recaptchaSiteKey: 'none',
  publicOrigin: 'https://render.invalid',
  embedOrigins: [],
};

/** Likewise: rendering follows no link. */
const RENDER_ONLY_NAVIGATION = () => undefined;

/**
 * The home screen's first render in every language, from the screen's own component and
 * messages, for a visitor with no recent tours. Run by the build (vite-home-frame.ts).
 */
export function renderHomeFrames(): HomeFrames {
  return LANGS.map((lang) => ({
    lang,
    html: renderToStaticMarkup(
      <NavigationProvider value={RENDER_ONLY_NAVIGATION}>
        <ConfigProvider config={RENDER_ONLY_CONFIG}>
          <I18nProvider lang={lang}>
            <HomeRoute />
          </I18nProvider>
        </ConfigProvider>
      </NavigationProvider>,
    ),
  }));
}
