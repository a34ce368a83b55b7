import { defineMessages } from '../../lib/i18n/index.js';

/** Strings of the scene list. */
export const messages = defineMessages({
  en: { heading: 'Rooms', current: '(you are here)', count: 'Room {n} of {total}' },
  de: { heading: 'Räume', current: '(Sie sind hier)', count: 'Raum {n} von {total}' },
});
