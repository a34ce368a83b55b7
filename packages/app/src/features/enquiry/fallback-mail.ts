import type { Tour } from '@tourview/schema';
import { mailtoHref } from '../../lib/contact-links.js';
import type { TourText } from '../../lib/i18n/index.js';
import type { messages } from './messages.js';
import type { EnquiryDraft } from './validate.js';

type Translate = (key: keyof (typeof messages)['en'], vars?: Record<string, string>) => string;

/**
 * The `mailto:` a visitor can send instead when the form cannot: to the agent, its subject
 * naming the property and tour code, its body what the visitor typed, so nothing is retyped.
 */
export function fallbackMailto(
  tour: Tour,
  draft: EnquiryDraft,
  t: Translate,
  text: TourText,
): string | undefined {
  const to = tour.property.agent.email;
  if (!to) return undefined;
  const { line1, city } = tour.property.address;
  const subject = t('mailSubject', {
    title: text(tour.title),
    address: `${line1}, ${city}`,
    code: tour.code,
  });
  const details: [string, string][] = [
    [t('name'), draft.name],
    [t('email'), draft.email],
    [t('phone'), draft.phone],
    [t('time'), draft.preferredContactTime ? t(`time_${draft.preferredContactTime}`) : ''],
  ];
  const lines = details
    .filter(([, value]) => value.trim())
    .map(([label, value]) => `${label}: ${value.trim()}`);
  return mailtoHref(to, { subject, body: [draft.message.trim(), '', ...lines].join('\n') });
}
