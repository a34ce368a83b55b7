import { defineMessages } from '../../lib/i18n/index.js';

/** Strings of the guided tour control. */
export const messages = defineMessages({
  en: { play: 'Play guided tour', pause: 'Pause guided tour' },
  de: { play: 'Geführte Tour abspielen', pause: 'Geführte Tour anhalten' },
});
