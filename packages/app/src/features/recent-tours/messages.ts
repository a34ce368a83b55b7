import { defineMessages } from '../../lib/i18n/index.js';

export const messages = defineMessages({
  en: { heading: 'Recently opened', clear: 'Clear list', opened: 'Opened {when}' },
  de: { heading: 'Zuletzt geöffnet', clear: 'Liste leeren', opened: 'Geöffnet {when}' },
});
