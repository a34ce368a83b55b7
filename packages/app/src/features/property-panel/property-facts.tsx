import type { Property } from '@tourview/schema';
import { useI18n, useMessages } from '../../lib/i18n/index.js';
import { formatArea, formatCount } from './format.js';
import { messages } from './messages.js';
import styles from './property-panel.module.css';

/** Bedrooms, bathrooms and floor area as a description list. */
export function PropertyFacts({
  property,
}: {
  property: Pick<Property, 'bedrooms' | 'bathrooms' | 'floorArea'>;
}) {
  const t = useMessages(messages);
  const { locale } = useI18n();
  const facts = [
    { label: t('bedrooms'), value: formatCount(locale, property.bedrooms) },
    { label: t('bathrooms'), value: formatCount(locale, property.bathrooms) },
    { label: t('floorArea'), value: formatArea(locale, property.floorArea) },
  ];
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.fact}>
          <dt className={styles.muted}>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
