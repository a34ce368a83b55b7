import { defineMessages } from '../../lib/i18n/index.js';

export const messages = defineMessages({
  en: {
    label: 'Tour code',
    hint: '3–64 letters, digits, “-” or “_”, as in your invitation.',
    submit: 'Open tour',
    empty: 'Enter a tour code.',
    too_short: 'A tour code has at least 3 characters.',
    too_long: 'A tour code has at most 64 characters.',
    bad_characters: 'Use only letters, digits, “-” and “_”.',
  },
  de: {
    label: 'Tour-Code',
    hint: '3–64 Buchstaben, Ziffern, „-“ oder „_“, wie in Ihrer Einladung.',
    submit: 'Tour öffnen',
    empty: 'Bitte geben Sie einen Tour-Code ein.',
    too_short: 'Ein Tour-Code hat mindestens 3 Zeichen.',
    too_long: 'Ein Tour-Code hat höchstens 64 Zeichen.',
    bad_characters: 'Nur Buchstaben, Ziffern, „-“ und „_“ verwenden.',
  },
});
