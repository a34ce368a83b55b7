import { Link, useLocation } from 'react-router';
import { tourPageOfPath } from '@tourview/schema';
import { StatusScreen } from '../../components/status-screen.js';
import { buttonClass } from '../../components/button-styles.js';
import { paths } from '../../config/paths.js';
import { useMessages } from '../../lib/i18n/index.js';
import { messages } from '../messages.js';

/**
 * No tour has this code. Codes are case-sensitive, so `/DEMO` stays not found; when a tour's
 * code differs only by letter case the server names it, and the screen offers it.
 */
export function TourNotFound({ code, suggestion }: { code: string; suggestion: string | undefined }) {
  const t = useMessages(messages);
  const { pathname, search } = useLocation();
  const suggested =
    suggestion &&
    (tourPageOfPath(pathname)?.screen === 'video'
      ? paths.video.href(suggestion)
      : paths.tour.href(suggestion));
  return (
    <StatusScreen
      title={t('notFoundTitle')}
      actions={
        <Link to={paths.home.href()} className={buttonClass()}>
          {t('goHome')}
        </Link>
      }
    >
      <p>{t('notFoundBody', { code })}</p>
      {suggested ? (
        <p>
          <Link to={`${suggested}${search}`} data-testid="did-you-mean">
            {t('didYouMean', { code: suggestion })}
          </Link>
        </p>
      ) : null}
    </StatusScreen>
  );
}

/** The page's preview link is unknown or expired: say so, never show the live tour instead. */
export function PreviewNotFound() {
  const t = useMessages(messages);
  return (
    <StatusScreen
      title={t('previewNotFoundTitle')}
      actions={
        <Link to={paths.home.href()} className={buttonClass()}>
          {t('goHome')}
        </Link>
      }
    >
      <p>{t('previewNotFoundBody')}</p>
    </StatusScreen>
  );
}
