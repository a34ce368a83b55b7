import { defineMessages } from '../../lib/i18n/index.js';

/** Strings of the tour screen's own controls (features bring their own). */
export const tourMessages = defineMessages({
  en: {
    showDetails: 'Show property details',
    hideDetails: 'Hide property details',
    details: 'Details',
    closeDetails: 'Close details',
    showPlan: 'Show floor plan',
    hidePlan: 'Hide floor plan',
    skipToView: 'Skip to the tour view',
    more: 'More',
  },
  de: {
    showDetails: 'Angaben zur Immobilie zeigen',
    hideDetails: 'Angaben zur Immobilie ausblenden',
    details: 'Details',
    closeDetails: 'Details schließen',
    showPlan: 'Grundriss zeigen',
    hidePlan: 'Grundriss ausblenden',
    skipToView: 'Zur Rundgang-Ansicht springen',
    more: 'Mehr',
  },
});
