export { LANGS, LANG_NAMES, LOCALES, isLang, type Lang } from './languages.js';
export { defineMessages, interpolate, translator, type Messages } from './messages.js';
export { I18nProvider, useI18n, useMessages } from './i18n-provider.js';
