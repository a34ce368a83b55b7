import { Link, useNavigate } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch.js';
import { buttonClass } from '../../components/button-styles.js';
import { DEMO_TOUR_CODE, paths } from '../../config/paths.js';
import { RecentTours } from '../../features/recent-tours/index.js';
import { TourCodeForm } from '../../features/tour-code-form/index.js';
import { useMessages } from '../../lib/i18n/index.js';
import { messages } from '../messages.js';
import { useTourPrefetch } from '../tour-prefetch.js';
import styles from './home.module.css';

/** The home screen: enter a tour code, reopen a recent tour, or try the demo. */
export default function HomeRoute() {
  const t = useMessages(messages);
  const navigate = useNavigate();
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
          <TourCodeForm onSubmit={(code) => void navigate(paths.tour.href(code))} onIntent={prefetchTour} />
        </div>
        <section className={styles.demo} aria-labelledby="demo-heading">
          <div>
            <h2 id="demo-heading">{t('demoHeading')}</h2>
            <p>{t('demoBody')}</p>
          </div>
          <Link to={paths.tour.href(DEMO_TOUR_CODE)} className={buttonClass('secondary')}>
            {t('demoLink')}
          </Link>
        </section>
        <RecentTours />
      </main>
    </div>
  );
}
