import { untilAborted } from './async/until-aborted.js';
import { loadScript } from './dom/load-script.js';

/** Google's public reCAPTCHA v3 script, at the address the product specification fixes. */
export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';

/** The part of Google's `grecaptcha` global that v3 uses. */
interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): PromiseLike<string>;
}

/** Why reCAPTCHA could not give a token; every reason may succeed on a later try. */
export type RecaptchaFailure = 'load_failed' | 'timeout' | 'unavailable' | 'execute_failed';

/** reCAPTCHA could not be loaded or could not make a token. */
export class RecaptchaError extends Error {
  override readonly name = 'RecaptchaError';

  constructor(
    readonly reason: RecaptchaFailure,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** How to reach reCAPTCHA; `siteKey` is the configured `recaptchaSiteKey`. */
export interface RecaptchaOptions {
  siteKey: string;
  /** Defaults to {@link RECAPTCHA_SCRIPT_URL}. */
  scriptUrl?: string;
  /** How long loading, and then each token, may take. Default 10 s. */
  timeoutMs?: number;
}

/** reCAPTCHA v3, loaded on first use. */
export interface Recaptcha {
  /** Loads the script once; `lang` (`hl=`) is the language of the first load. */
  load(lang: string): Promise<void>;
  /** A token for the named action, loading the script first when needed. */
  getToken(action: string, lang: string): Promise<string>;
}

/**
 * Creates a reCAPTCHA v3 client. Nothing is requested until `load` or `getToken` is called;
 * concurrent calls share one script, and a failed load is tried again by the next call.
 * Create one per page: a second instance reuses a `grecaptcha` already on the page.
 */
export function createRecaptcha(options: RecaptchaOptions): Recaptcha {
  const timeoutMs = options.timeoutMs ?? 10_000;
  let loading: Promise<Grecaptcha> | undefined;
  const load = (lang: string): Promise<Grecaptcha> => {
    loading ??= loadGrecaptcha(scriptSrc(options, lang), timeoutMs).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    load: async (lang) => void (await load(lang)),
    getToken: async (action, lang) => execute(await load(lang), options.siteKey, action, timeoutMs),
  };
}

/** The script address with the site key (`render=`) and language (`hl=`) as query parameters. */
export function scriptSrc(options: RecaptchaOptions, lang: string): string {
  const url = new URL(options.scriptUrl ?? RECAPTCHA_SCRIPT_URL, document.baseURI);
  url.searchParams.set('render', options.siteKey);
  url.searchParams.set('hl', lang);
  return url.href;
}

function pageGrecaptcha(): Grecaptcha | undefined {
  return (window as Window & { grecaptcha?: Grecaptcha }).grecaptcha;
}

async function loadGrecaptcha(src: string, timeoutMs: number): Promise<Grecaptcha> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    if (!pageGrecaptcha()) await loadScript(src, signal);
    const grecaptcha = pageGrecaptcha();
    if (!grecaptcha) throw new RecaptchaError('unavailable', `${src} loaded but defined no grecaptcha.`);
    await untilAborted(new Promise<void>((resolve) => grecaptcha.ready(resolve)), signal);
    return grecaptcha;
  } catch (error) {
    throw asRecaptchaError(error, 'load_failed', `reCAPTCHA did not load from ${src}.`, timeoutMs);
  }
}

async function execute(grecaptcha: Grecaptcha, siteKey: string, action: string, timeoutMs: number) {
  try {
    // execute throws synchronously for an unknown site key, hence the async wrapper.
    const token = await untilAborted(
      Promise.resolve().then(() => grecaptcha.execute(siteKey, { action })),
      AbortSignal.timeout(timeoutMs),
    );
    if (typeof token !== 'string' || token === '') throw new Error('grecaptcha.execute gave no token.');
    return token;
  } catch (error) {
    throw asRecaptchaError(error, 'execute_failed', `reCAPTCHA gave no token for "${action}".`, timeoutMs);
  }
}

function asRecaptchaError(error: unknown, reason: RecaptchaFailure, message: string, timeoutMs: number) {
  if (error instanceof RecaptchaError) return error;
  if (error instanceof Error && error.name === 'TimeoutError') {
    return new RecaptchaError('timeout', `${message} Timed out after ${timeoutMs} ms.`, { cause: error });
  }
  return new RecaptchaError(reason, message, { cause: error });
}
