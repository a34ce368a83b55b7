import { defineMessages } from '../../lib/i18n/index.js';

/** Strings of the share button. */
export const messages = defineMessages({
  en: {
    share: 'Share this view',
    copied: 'Link copied — it opens exactly this view.',
    copyFailed: 'Copy this link: {url}',
    shareTitle: '{title} — 360° tour',
  },
  de: {
    share: 'Diese Ansicht teilen',
    copied: 'Link kopiert — er öffnet genau diese Ansicht.',
    copyFailed: 'Diesen Link kopieren: {url}',
    shareTitle: '{title} — 360°-Tour',
  },
});
