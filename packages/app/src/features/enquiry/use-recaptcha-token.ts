import { useCallback, useEffect } from 'react';
import { useConfig } from '../../config/config-context.js';
import { useI18n } from '../../lib/i18n/index.js';
import { createRecaptcha, type Recaptcha } from '../../lib/recaptcha.js';

// One client per page: a second one would only reuse the script the first loaded.
let shared: { siteKey: string; recaptcha: Recaptcha } | undefined;

function recaptchaFor(siteKey: string): Recaptcha {
  if (shared?.siteKey !== siteKey) shared = { siteKey, recaptcha: createRecaptcha({ siteKey }) };
  return shared.recaptcha;
}

/**
 * Starts loading reCAPTCHA when the form opens (never earlier: bot protection must not delay the first room), in the
 * visitor's language, and returns a function that makes a fresh token for an action.
 */
export function useRecaptchaToken(): (action: string) => Promise<string> {
  const { recaptchaSiteKey } = useConfig();
  const { lang } = useI18n();
  useEffect(() => {
    // A failed early load is retried by getToken on submit, which reports it.
    recaptchaFor(recaptchaSiteKey)
      .load(lang)
      .catch(() => undefined);
  }, [recaptchaSiteKey, lang]);
  return useCallback(
    (action) => recaptchaFor(recaptchaSiteKey).getToken(action, lang),
    [recaptchaSiteKey, lang],
  );
}
