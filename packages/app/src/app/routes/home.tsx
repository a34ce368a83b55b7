import { LanguageSwitch } from '../../components/language-switch.js';
import { buttonClass } from '../../components/button-styles.js';
import { DEMO_TOUR_CODE, paths } from '../../config/paths.js';
import { RecentTours } from '../../features/recent-tours/index.js';
import { TourCodeForm } from '../../features/tour-code-form/index.js';
import { useMessages } from '../../lib/i18n/index.js';
import { AppLink, useNavigateTo } from '../../lib/navigation.js';
import { messages } from '../messages.js';
import { useTourPrefetch } from '../tour-prefetch.js';
import styles from './home.module.css';

/**
 * The home screen: enter a tour code, reopen a recent tour, or try the demo. It needs no router
 * (it opens paths through `useNavigateTo`), so the home page can show it before the router loads.
 */
export default function HomeRoute() {
  const t = useMessages(messages);
  const navigate = useNavigateTo();
  const prefetchTour = useTourPrefetch();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <span className={styles.brand}>
          <img src="/favicon.svg" alt="" width={28} height={28} />
          {t('appName')}
        </span>
        <LanguageSwitch label={t('language')} />
      </header>
      <main className={styles.main}>
        <h1 className={styles.title}>{t('homeTitle')}</h1>
        <p className={styles.lead}>{t('homeLead')}</p>
        <div className={styles.card}>
          <TourCodeForm onSubmit={(code) => navigate(paths.tour.href(code))} onIntent={prefetchTour} />
        </div>
        <section className={styles.demo} aria-labelledby="demo-heading">
          <div>
            <h2 id="demo-heading">{t('demoHeading')}</h2>
            <p>{t('demoBody')}</p>
          </div>
          <AppLink href={paths.tour.href(DEMO_TOUR_CODE)} className={buttonClass('secondary')}>
            {t('demoLink')}
          </AppLink>
        </section>
        <RecentTours />
      </main>
    </div>
  );
}
