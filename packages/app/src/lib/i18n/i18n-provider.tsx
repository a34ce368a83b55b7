import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { LOCALES, pageLang, storeLang, type Lang } from './languages.js';
import { translator, type Messages } from './messages.js';

interface I18nValue {
  lang: Lang;
  locale: string;
  setLang: (lang: Lang) => void;
}

const I18nContext = createContext<I18nValue | null>(null);

/**
 * Holds the visitor's language (first the page's, see `pageLang`), persists a change and
 * mirrors it on `<html lang>`.
 */
export function I18nProvider({ children, lang: forced }: { children: ReactNode; lang?: Lang }) {
  const [lang, setLangState] = useState<Lang>(
    () => forced ?? pageLang(window.location.search, navigator.languages),
  );
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  const setLang = useCallback((next: Lang) => {
    storeLang(next);
    setLangState(next);
  }, []);
  const value = useMemo(() => ({ lang, locale: LOCALES[lang], setLang }), [lang, setLang]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The current language, its locale and the setter. */
export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n needs an <I18nProvider>.');
  return value;
}

/** A translate function for a feature's messages in the current language. */
export function useMessages<K extends string>(messages: Messages<K>) {
  const { lang } = useI18n();
  return useMemo(() => translator(messages, lang), [messages, lang]);
}
