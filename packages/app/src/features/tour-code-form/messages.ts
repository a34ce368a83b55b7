import { defineMessages } from '../../lib/i18n/index.js';
import { tourCodeProblemMessages } from '../../lib/tour-code-problems.js';

export const messages = defineMessages({
  en: {
    label: 'Tour code',
    hint: '3–64 letters, digits, “-” or “_”, as in your invitation.',
    submit: 'Open tour',
    ...tourCodeProblemMessages.en,
  },
  de: {
    label: 'Tour-Code',
    hint: '3–64 Buchstaben, Ziffern, „-“ oder „_“, wie in Ihrer Einladung.',
    submit: 'Tour öffnen',
    ...tourCodeProblemMessages.de,
  },
});
