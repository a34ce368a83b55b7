import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestHttpServer } from './testing/test-http-server.js';
import { startFakeRecaptchaServer } from './testing/fake-recaptcha-server.js';
import { RECAPTCHA_SCRIPT_URL, RecaptchaError, createRecaptcha, scriptSrc } from './recaptcha.js';

interface HappyDomSettings {
  happyDOM: { settings: { enableJavaScriptEvaluation: boolean } };
}

const settings = (window as unknown as HappyDomSettings).happyDOM.settings;
let google: TestHttpServer;

beforeAll(async () => {
  google = await startFakeRecaptchaServer();
  settings.enableJavaScriptEvaluation = true;
});

afterAll(async () => {
  settings.enableJavaScriptEvaluation = false;
  await google.close();
});

afterEach(() => {
  delete (window as Window & { grecaptcha?: unknown }).grecaptcha;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  google.requests.length = 0;
});

const scripts = () => [...document.head.querySelectorAll('script')].map((s) => s.src);
const recaptchaAt = (behaviour: string, timeoutMs = 2000, siteKey = 'site-key') =>
  createRecaptcha({ siteKey, scriptUrl: `${google.origin}/${behaviour}/api.js`, timeoutMs });

async function failure(promise: Promise<unknown>): Promise<RecaptchaError> {
  const error = await promise.then(
    () => expect.unreachable('expected a RecaptchaError'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RecaptchaError);
  return error as RecaptchaError;
}

describe('scriptSrc', () => {
  it("is Google's address with render= and hl=, encoded", () => {
    expect(scriptSrc({ siteKey: '6LcK-ey_1' }, 'en')).toBe(
      'https://www.google.com/recaptcha/api.js?render=6LcK-ey_1&hl=en',
    );
    expect(scriptSrc({ siteKey: 'a&b=c d' }, 'pt-BR')).toBe(
      `${RECAPTCHA_SCRIPT_URL}?render=a%26b%3Dc+d&hl=pt-BR`,
    );
  });
});

describe('createRecaptcha', () => {
  it('requests nothing until first use', () => {
    recaptchaAt('ok');
    expect(scripts()).toEqual([]);
  });

  it('injects the script once for concurrent calls and resolves tokens for the action', async () => {
    const recaptcha = recaptchaAt('ok');
    const tokens = await Promise.all([
      recaptcha.getToken('enquiry', 'de'),
      recaptcha.getToken('enquiry', 'en'),
      recaptcha.load('fr'),
    ]);
    expect(tokens).toEqual(['fake-token:site-key:enquiry', 'fake-token:site-key:enquiry', undefined]);
    expect(scripts()).toEqual([`${google.origin}/ok/api.js?render=site-key&hl=de`]);
    expect(google.requests.map((r) => r.url)).toEqual(['/ok/api.js?render=site-key&hl=de']);
    expect(await recaptcha.getToken('other', 'de')).toBe('fake-token:site-key:other');
    expect(google.requests).toHaveLength(1);
  });

  it('reuses a grecaptcha already on the page', async () => {
    await recaptchaAt('ok').load('en');
    expect(await recaptchaAt('ok', 2000, 'second-key').getToken('enquiry', 'en')).toBe(
      'fake-token:second-key:enquiry',
    );
    expect(google.requests).toHaveLength(1);
  });

  it('rejects a load error with RecaptchaError and tries again on the next call', async () => {
    const recaptcha = recaptchaAt('broken');
    expect((await failure(recaptcha.getToken('enquiry', 'en'))).reason).toBe('load_failed');
    expect(scripts()).toEqual([]);
    expect((await failure(recaptcha.load('en'))).reason).toBe('load_failed');
    expect(google.requests).toHaveLength(2);
  });

  it('times out when the script never arrives, and a later call loads again', async () => {
    const recaptcha = recaptchaAt('hang', 150);
    const started = Date.now();
    const error = await failure(recaptcha.load('en'));
    expect(error.reason).toBe('timeout');
    expect(error.message).toContain('150 ms');
    expect(Date.now() - started).toBeLessThan(1500);
    expect(scripts()).toEqual([]);
    await failure(recaptcha.load('en'));
    expect(google.requests).toHaveLength(2);
  });

  it('times out when grecaptcha never becomes ready', async () => {
    expect((await failure(recaptchaAt('no-ready', 150).getToken('enquiry', 'en'))).reason).toBe('timeout');
  });

  it('says so when the script defines no grecaptcha', async () => {
    expect((await failure(recaptchaAt('empty').load('en'))).reason).toBe('unavailable');
  });

  it('rejects with RecaptchaError when execute throws', async () => {
    const error = await failure(recaptchaAt('ok', 2000, 'bad-key').getToken('enquiry', 'en'));
    expect(error.reason).toBe('execute_failed');
    expect(String((error.cause as Error).message)).toContain('Invalid site key');
  });
});
