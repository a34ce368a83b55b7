import { defineMessages } from '../lib/i18n/index.js';

/** Strings of a lazily loaded part that could not load. */
export const messages = defineMessages({
  en: {
    failed: 'This part could not be loaded. Check your connection and try again.',
    screenFailed: 'The rest of the tour could not be loaded. Check your connection and try again.',
    retry: 'Try again',
    close: 'Close',
  },
  de: {
    failed:
      'Dieser Teil konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    screenFailed:
      'Der Rest der Tour konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    retry: 'Erneut versuchen',
    close: 'Schließen',
  },
});
