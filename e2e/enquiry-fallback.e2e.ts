import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { useBrowser } from './support/use-browser.js';
import { fakeRecaptcha, openTour, type TourPage } from './support/tour-page.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const MESSAGE = 'Can I see it on Saturday? Parking & 2nd bike #3?';
const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js*';

/** Opens the demo tour's enquiry form (its agent has a phone and an email) and fills it in. */
async function fillForm(
  path: string,
  recaptcha: 'pass' | 'blocked',
  beforeSend?: (tour: TourPage) => Promise<unknown>,
) {
  const tour = await openTour(browser(), baseUrl, path);
  if (recaptcha === 'pass') await fakeRecaptcha(tour.page, 'good-token');
  else await tour.page.route(RECAPTCHA_SCRIPT, (route) => route.abort('blockedbyclient'));
  if (path.includes('embed=1')) await tour.page.getByTestId('panel-toggle').click();
  await tour.page.getByRole('button', { name: 'Contact agent' }).click();
  const dialog = tour.page.getByTestId('enquiry-dialog');
  await dialog.getByLabel('Your name').fill('Ada Lovelace');
  await dialog.getByLabel('Email', { exact: true }).fill('ada@example.com');
  await dialog.getByLabel('Message').fill(MESSAGE);
  await dialog.getByLabel(/I agree/).check();
  await beforeSend?.(tour);
  await dialog.getByRole('button', { name: 'Send enquiry' }).click();
  return { tour, dialog };
}

/** Checks the fallback names the agent's phone and email and carries the typed enquiry. */
async function expectFallback(tour: TourPage, why: RegExp) {
  const alert = tour.page.getByTestId('enquiry-alert');
  await alert.getByTestId('enquiry-fallback').waitFor();
  const text = await alert.textContent();
  expect(text).toContain('We couldn’t send your message right now.');
  expect(text).toMatch(why);
  expect(await alert.getByRole('link', { name: 'Call +49 341 555 0142' }).getAttribute('href')).toBe(
    'tel:+493415550142',
  );
  expect(
    await alert.getByRole('link', { name: 'Email miriam.kessler@example.com' }).getAttribute('href'),
  ).toBe('mailto:miriam.kessler@example.com');
  const mail = new URL(
    (await alert.getByRole('link', { name: 'Send by email instead' }).getAttribute('href')) ?? '',
  );
  expect(mail.pathname).toBe('miriam.kessler@example.com');
  expect(mail.searchParams.get('subject')).toMatch(
    /Bright two-room apartment.*Lindenallee 14.*\(tour demo\)/,
  );
  expect(mail.searchParams.get('body')).toContain(MESSAGE);
  expect(mail.searchParams.get('body')).toContain('Your name: Ada Lovelace');
  expect(await seriousViolations(tour.page)).toEqual([]);
}

describe('enquiry fallback', () => {
  it('offers the agent’s phone, email and a ready email when reCAPTCHA is blocked', async () => {
    const { tour } = await fillForm('demo', 'blocked');
    await expectFallback(tour, /reCAPTCHA\) did not load/);
  });

  it('offers the same when the API is offline, keeps what was typed, and sends once back online', async () => {
    const { tour, dialog } = await fillForm('demo', 'pass', (t) =>
      t.page.route('**/enquiries', (route) => route.abort('internetdisconnected')),
    );
    await expectFallback(tour, /offline/);
    expect(await dialog.getByLabel('Your name').inputValue()).toBe('Ada Lovelace');
    expect(await dialog.getByLabel('Email', { exact: true }).inputValue()).toBe('ada@example.com');
    expect(await dialog.getByLabel('Message').inputValue()).toBe(MESSAGE);
    expect(await dialog.getByLabel(/I agree/).isChecked()).toBe(true);

    await tour.page.unroute('**/enquiries');
    await dialog.getByRole('button', { name: 'Send enquiry' }).click();
    await tour.page.getByTestId('enquiry-sent').waitFor();
  });

  it('offers the same in an embedded tour whose XSRF cookie the browser withheld', async () => {
    // A portal's frame in a browser that blocks third-party cookies sends the POST without one.
    const { tour } = await fillForm('demo?embed=1', 'pass', (tour) => tour.context.clearCookies());
    await expectFallback(tour, /blocks the cookie this form needs/);
  });
});
