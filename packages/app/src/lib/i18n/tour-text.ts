import { useMemo } from 'react';
import { resolveText, tourTextLanguages, type LocalizedText, type VisitorTour } from '@tourview/schema';
import { useI18n } from './i18n-provider.js';

/** Turns a tour's text into what the visitor reads. */
export type TourText = (text: LocalizedText) => string;

/** A tour's texts in `lang`, falling back to the tour's default language (see `resolveText`). */
export function tourTextIn(tour: Pick<VisitorTour, 'defaultLanguage'>, lang: string): TourText {
  const languages = tourTextLanguages(tour, [lang]);
  return (text) => resolveText(text, languages);
}

/** A tour's texts in the app's current language. */
export function useTourText(tour: Pick<VisitorTour, 'defaultLanguage'>): TourText {
  const { lang } = useI18n();
  const { defaultLanguage } = tour;
  return useMemo(() => tourTextIn({ defaultLanguage }, lang), [defaultLanguage, lang]);
}
