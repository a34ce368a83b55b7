import { useEffect } from 'react';
import { Link, Outlet, useParams } from 'react-router';
import { tourCodeProblem } from '@tourview/schema';
import { StatusScreen } from '../../components/status-screen.js';
import { buttonClass } from '../../components/button-styles.js';
import { paths } from '../../config/paths.js';
import { rememberTour } from '../../features/recent-tours/index.js';
import { useMessages, useTourText } from '../../lib/i18n/index.js';
import { ApiProblemError } from '../../lib/api-client/index.js';
import { tourCodeProblemMessages } from '../../lib/tour-code-problems.js';
import { messages } from '../messages.js';
import { TourDataProvider } from '../tour-data-provider.js';
import { useTourQuery } from '../tour-query.js';
import type { TourOutletContext } from '../tour-context.js';
import { previewTokenFor } from '../../lib/page-preview.js';
import { useEngagementVisit } from '../../lib/engagement/index.js';
import { PreviewNotFound, TourNotFound } from './tour-not-found.js';

/**
 * The `/{tourCode}` route: checks the code before any request, loads the tour once for
 * both child screens and shows not-found and network states with a way forward.
 */
export default function TourLayoutRoute() {
  const { tourCode = '' } = useParams();
  const t = useMessages(messages);
  const tp = useMessages(tourCodeProblemMessages);
  const problem = tourCodeProblem(tourCode);
  if (problem) {
    return (
      <StatusScreen
        title={t('invalidCodeTitle')}
        actions={
          <Link to={paths.home.href()} className={buttonClass()}>
            {t('goHome')}
          </Link>
        }
      >
        <p>{t('invalidCodeBody', { code: tourCode, problem: tp(problem) })}</p>
      </StatusScreen>
    );
  }
  return (
    <TourDataProvider>
      <TourLoader code={tourCode} />
    </TourDataProvider>
  );
}

function TourLoader({ code }: { code: string }) {
  const t = useMessages(messages);
  const query = useTourQuery(code);
  const tour = query.data;
  const text = useTourText(tour ?? {});
  useEngagementVisit(code, tour !== undefined && previewTokenFor(tour.code) === null);
  // The home page lists the title in the language the visitor last saw the tour in; a draft's
  // preview is not the tour visitors will find there.
  useEffect(() => {
    if (tour && previewTokenFor(tour.code) === null)
      rememberTour({ code: tour.code, title: text(tour.title) });
  }, [tour, text]);

  if (tour) return <Outlet context={{ tour } satisfies TourOutletContext} />;
  if (query.isPending) {
    return (
      <div role="status" aria-live="polite" className="visually-hidden">
        {t('loading', { code })}
      </div>
    );
  }
  const error = query.error;
  if (error instanceof ApiProblemError && error.code === 'preview_not_found') return <PreviewNotFound />;
  if (error instanceof ApiProblemError && error.status === 404)
    return <TourNotFound code={code} suggestion={error.problem?.suggestion} />;
  return (
    <StatusScreen
      tone="error"
      title={t('networkTitle')}
      actions={
        <>
          <button type="button" className={buttonClass()} onClick={() => void query.refetch()}>
            {t('retry')}
          </button>
          <Link to={paths.home.href()} className={buttonClass('secondary')}>
            {t('goHome')}
          </Link>
        </>
      }
    >
      <p>
        {error instanceof ApiProblemError ? t('serverErrorBody', { code: error.code }) : t('networkBody')}
      </p>
    </StatusScreen>
  );
}
