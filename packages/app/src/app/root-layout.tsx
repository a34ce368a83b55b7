import { useCallback, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate, useRouteError } from 'react-router';
import { tourPageOfPath } from '@tourview/schema';
import { StatusScreen } from '../components/status-screen.js';
import { buttonClass } from '../components/button-styles.js';
import { PartRetry } from '../components/lazy-part.js';
import { isChunkLoadError } from '../lib/chunk-error.js';
import { hasEarlyViewer, releaseEarlyViewer } from '../lib/early-viewer.js';
import { useMessages } from '../lib/i18n/index.js';
import { NavigationProvider } from '../lib/navigation.js';
import { useRestartRouter } from './restart-router.js';
import { messages } from './messages.js';

/**
 * Wraps every screen and lets the screens that run without the router too (home) navigate with
 * it; a failed chunk load or a crash shows a message with a way out.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    // A viewer the tour page started is only wanted by the tour screen.
    if (tourPageOfPath(pathname)?.screen !== 'tour') releaseEarlyViewer();
  }, [pathname]);
  const navigate = useNavigate();
  const navigateTo = useCallback((href: string) => void navigate(href), [navigate]);
  return (
    <NavigationProvider value={navigateTo}>
      <Outlet />
      <ScrollRestoration />
    </NavigationProvider>
  );
}

/** Shown when a screen throws or its code cannot be loaded (e.g. offline after a deploy). */
export function RootError() {
  const t = useMessages(messages);
  const error = useRouteError();
  const restart = useRestartRouter();
  if (import.meta.env.DEV) console.error(error);
  const chunkFailed = isChunkLoadError(error);
  // The tour page's first room is already on screen: keep it, and offer the retry over it.
  if (chunkFailed && hasEarlyViewer()) return <PartRetry placement="overlay" onRetry={restart} whole />;
  return (
    <StatusScreen
      tone="error"
      title={t('crashTitle')}
      actions={
        <>
          <button
            type="button"
            className={buttonClass()}
            onClick={chunkFailed ? restart : () => window.location.reload()}
          >
            {chunkFailed ? t('retry') : t('reload')}
          </button>
          <a className={buttonClass('secondary')} href="/">
            {t('goHome')}
          </a>
        </>
      }
    >
      <p>{t('crashBody')}</p>
    </StatusScreen>
  );
}
