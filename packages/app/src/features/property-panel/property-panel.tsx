import { isUnbrandedTour, type VisitorTour } from '@tourview/schema';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles.js';
import { useConfig } from '../../config/config-context.js';
import { paths } from '../../config/paths.js';
import { useI18n, useMessages, useTourText } from '../../lib/i18n/index.js';
import { AgentCard } from './agent-card.js';
import { formatAddress, formatPrice, loanCalculatorHref } from './format.js';
import { messages } from './messages.js';
import { PropertyFacts } from './property-facts.js';
import styles from './property-panel.module.css';

/** What the property panel needs besides the tour. */
export interface PropertyPanelProps {
  tour: VisitorTour;
  /** The visitor asked to contact the agent (open the enquiry form). */
  onContactAgent: () => void;
  /** The loan calculator link was followed (for analytics). */
  onLoanCalculatorOpen?: () => void;
  /** Shows "Watch video" when the tour has one; the video screen turns it off. */
  showVideoLink?: boolean;
  /** Heading level of the title: the tour screen's page heading is the tour title. */
  headingLevel?: 1 | 2;
}

/**
 * The listing: title, address, price, facts, description, agent and the visitor's next
 * steps (loan calculator, video, contact). Self-contained so the video screen reuses it. An
 * unbranded tour has no agent, and its page no contact and no loan link (which leaves the page).
 */
export function PropertyPanel({
  tour,
  onContactAgent,
  onLoanCalculatorOpen,
  showVideoLink = true,
  headingLevel = 2,
}: PropertyPanelProps) {
  const t = useMessages(messages);
  const { locale } = useI18n();
  const text = useTourText(tour);
  const { loanCalculatorUrl } = useConfig();
  const { property } = tour;
  const price = formatPrice(locale, property.price);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <article className={styles.panel} aria-labelledby="property-title" data-testid="property-panel">
      <p className={styles.badge}>{property.listing === 'sale' ? t('forSale') : t('forRent')}</p>
      <Heading id="property-title" className={styles.title}>
        {text(tour.title)}
      </Heading>
      <p className={styles.muted}>{formatAddress(property.address)}</p>
      <p className={styles.price} data-testid="property-price">
        {property.listing === 'rent' ? t('perMonth', { price }) : price}
      </p>
      <PropertyFacts property={property} />
      <div className={styles.actions}>
        {isUnbrandedTour(tour) ? null : (
          <>
            <button type="button" className={buttonClass()} onClick={onContactAgent}>
              {t('contactAgent')}
            </button>
            <a
              className={buttonClass('secondary')}
              href={loanCalculatorHref(loanCalculatorUrl, property.price.amount, tour.code)}
              target="_blank"
              rel="noopener noreferrer"
              onClick={onLoanCalculatorOpen}
            >
              {t('loanCalculator')}
              <span className="visually-hidden"> {t('newTab')}</span>
            </a>
          </>
        )}
        {showVideoLink && tour.video ? (
          <Link className={buttonClass('secondary')} to={paths.video.href(tour.code)}>
            {t('watchVideo')}
          </Link>
        ) : null}
      </div>
      <p className={styles.description}>{text(property.description)}</p>
      {'agent' in property ? <AgentCard agent={property.agent} /> : null}
    </article>
  );
}
