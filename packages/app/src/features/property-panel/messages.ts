import { defineMessages } from '../../lib/i18n/index.js';

/** Strings of the property panel. */
export const messages = defineMessages({
  en: {
    heading: 'About this home',
    forSale: 'For sale',
    forRent: 'For rent',
    perMonth: '{price} per month',
    bedrooms: 'Bedrooms',
    bathrooms: 'Bathrooms',
    floorArea: 'Floor area',
    agent: 'Your agent',
    agentPhoto: 'Photo of {name}',
    call: 'Call {phone}',
    email: 'Email {email}',
    loanCalculator: 'Check loan eligibility',
    newTab: '(opens in a new tab)',
    watchVideo: 'Watch video',
    contactAgent: 'Contact agent',
  },
  de: {
    heading: 'Über dieses Zuhause',
    forSale: 'Zu verkaufen',
    forRent: 'Zu vermieten',
    perMonth: '{price} pro Monat',
    bedrooms: 'Schlafzimmer',
    bathrooms: 'Badezimmer',
    floorArea: 'Wohnfläche',
    agent: 'Ihr Makler',
    agentPhoto: 'Foto von {name}',
    call: '{phone} anrufen',
    email: 'E-Mail an {email}',
    loanCalculator: 'Finanzierung prüfen',
    newTab: '(öffnet in einem neuen Tab)',
    watchVideo: 'Video ansehen',
    contactAgent: 'Makler kontaktieren',
  },
});
