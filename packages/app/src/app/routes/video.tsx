import { Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isUnbrandedTour, type VisitorTour } from '@tourview/schema';
import { StatusScreen } from '../../components/status-screen.js';
import { buttonClass } from '../../components/button-styles.js';
import { LanguageSwitch } from '../../components/language-switch.js';
import { paths } from '../../config/paths.js';
import { analytics } from '../../lib/analytics.js';
import { brandingStyle } from '../../lib/branding-style.js';
import { engagement } from '../../lib/engagement/index.js';
import { useMessages, useTourText } from '../../lib/i18n/index.js';
import { EnquiryDialog } from '../../features/enquiry/index.js';
import { formatAddress, PropertyPanel } from '../../features/property-panel/index.js';
import { VideoPlayer, type VideoPlayerEvent } from '../../features/video-player/index.js';
import { messages } from '../messages.js';
import { useTourContext } from '../tour-context.js';
import { AgencyLogo } from './tour-parts.js';
import styles from './video.module.css';

function trackVideoEvent(tourCode: string, event: VideoPlayerEvent): void {
  const tour_code = tourCode;
  if (event.name === 'video_played') engagement.record({ kind: 'video_played' });
  if (event.name === 'chapter_used') engagement.record({ kind: 'chapter_jumped' });
  if (event.name === 'video_played') analytics.track('video_played', { tour_code });
  else if (event.name === 'video_progress')
    analytics.track('video_progress', { tour_code, percent: event.percent });
  else analytics.track('chapter_used', { tour_code, chapter_index: event.chapter, scene_id: event.scene });
}

/** The tour video screen (`/{tourCode}/video`); `tourCode` comes from the parent route. */
export default function VideoRoute() {
  const { tour } = useTourContext();
  const t = useMessages(messages);
  if (!tour.video) {
    return (
      <StatusScreen
        title={t('noVideoTitle')}
        actions={
          <Link to={paths.tour.href(tour.code)} className={buttonClass()}>
            {t('openTour')}
          </Link>
        }
      >
        <p>{t('noVideoBody')}</p>
      </StatusScreen>
    );
  }
  return <VideoScreen tour={tour} video={tour.video} />;
}

function VideoScreen({ tour, video }: { tour: VisitorTour; video: NonNullable<VisitorTour['video']> }) {
  const t = useMessages(messages);
  const text = useTourText(tour);
  const [search] = useSearchParams();
  const [contactOpen, setContactOpen] = useState(false);
  const tour_code = tour.code;
  // The agency's colours and logo, as on the tour screen; none at an unbranded address.
  const branding = isUnbrandedTour(tour) ? undefined : tour.branding;
  return (
    <div className={styles.screen} style={brandingStyle(branding)}>
      <header className={styles.header}>
        <div className={styles.start}>
          <AgencyLogo branding={branding} className={styles.logo ?? ''} />
          <Link to={paths.tour.href(tour.code)} className={styles.back}>
            <span aria-hidden="true">←</span> {t('openTour')}
          </Link>
        </div>
        <LanguageSwitch label={t('language')} />
      </header>
      <main className={styles.main}>
        <div className={styles.titles}>
          {/* The code means nothing to a visitor; the address says which home this is. */}
          <p className={styles.eyebrow} data-testid="video-eyebrow">
            {t('videoHeading', { place: formatAddress(tour.property.address) })}
          </p>
          <h1 className={styles.title}>{text(tour.title)}</h1>
        </div>
        <VideoPlayer
          video={video}
          tourCode={tour.code}
          defaultLanguage={tour.defaultLanguage}
          startParam={search.get('t')}
          onEvent={(event) => trackVideoEvent(tour.code, event)}
          aside={
            <PropertyPanel
              tour={tour}
              showVideoLink={false}
              onContactAgent={() => {
                engagement.record({ kind: 'contact_opened' });
                setContactOpen(true);
              }}
              onLoanCalculatorOpen={() => analytics.track('loan_calculator_opened', { tour_code })}
            />
          }
        />
      </main>
      {contactOpen && !isUnbrandedTour(tour) ? (
        <Suspense fallback={null}>
          <EnquiryDialog
            tour={tour}
            onClose={() => setContactOpen(false)}
            onSent={() => {
              analytics.track('enquiry_sent', { tour_code });
              engagement.record({ kind: 'enquiry_sent' });
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
