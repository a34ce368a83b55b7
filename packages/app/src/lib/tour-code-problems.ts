import type { TourCodeProblem } from '@tourview/schema';
import { defineMessages } from './i18n/index.js';

/**
 * What is wrong with a typed tour code, in words: the home screen's form says it while the
 * visitor types, the tour screen when an address holds a malformed code.
 */
export const tourCodeProblemMessages = defineMessages<TourCodeProblem>({
  en: {
    empty: 'Enter a tour code.',
    too_short: 'A tour code has at least 3 characters.',
    too_long: 'A tour code has at most 64 characters.',
    bad_characters: 'Use only letters, digits, “-” and “_”.',
  },
  de: {
    empty: 'Bitte geben Sie einen Tour-Code ein.',
    too_short: 'Ein Tour-Code hat mindestens 3 Zeichen.',
    too_long: 'Ein Tour-Code hat höchstens 64 Zeichen.',
    bad_characters: 'Nur Buchstaben, Ziffern, „-“ und „_“ verwenden.',
  },
});
