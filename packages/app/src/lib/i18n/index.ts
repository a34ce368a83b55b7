export { LANGS, LANG_NAMES, LOCALES, isLang, pageLang, type Lang } from './languages.js';
export { defineMessages, interpolate, translator, type Messages } from './messages.js';
export { I18nProvider, useI18n, useMessages } from './i18n-provider.js';
export { tourTextIn, useTourText, type TourText } from './tour-text.js';
