import type { Request } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { useBrowser } from './support/use-browser.js';
import { fakeRecaptcha, openTour, type TourPage } from './support/tour-page.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const MESSAGE = 'Is the flat still available in March?';

/** Opens the enquiry form on the house tour with reCAPTCHA answering `token`. */
async function openForm(token: string) {
  const tour = await openTour(browser(), baseUrl, 'house');
  const scriptLoads = await fakeRecaptcha(tour.page, token);
  const posts: Request[] = [];
  tour.page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/enquiries')) posts.push(r);
  });
  expect(scriptLoads).toEqual([]);
  await tour.page.getByRole('button', { name: 'Contact agent' }).click();
  const dialog = tour.page.getByRole('dialog', { name: /Contact/ });
  await dialog.waitFor();
  return { tour, dialog, scriptLoads, posts };
}

async function fillValid(tour: TourPage) {
  const dialog = tour.page.getByTestId('enquiry-dialog');
  await dialog.getByLabel('Your name').fill('Ada Lovelace');
  await dialog.getByLabel('Email').fill('ada@example.com');
  await dialog.getByLabel('Message').fill(MESSAGE);
  await dialog.getByLabel(/I agree/).check();
}

describe('enquiry', () => {
  it('loads reCAPTCHA only when the form opens, validates per field, then sends with XSRF and a token', async () => {
    const { tour, dialog, scriptLoads, posts } = await openForm('good-token');
    await expect.poll(() => scriptLoads.length).toBe(1);
    const script = new URL(scriptLoads[0] ?? '');
    expect(script.searchParams.get('hl')).toBe('en');
    expect(script.searchParams.get('render')).toBeTruthy();

    await dialog.getByLabel('Message').fill('');
    await dialog.getByRole('button', { name: 'Send enquiry' }).click();
    expect(await dialog.getByText('This field is required.').count()).toBe(2);
    expect(await dialog.getByText('Give an email address or a phone number.').count()).toBe(1);
    expect(await dialog.getByText('Please agree so the agent may contact you.').count()).toBe(1);
    expect(await tour.page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('name');
    expect(posts).toEqual([]);
    expect(await seriousViolations(tour.page)).toEqual([]);

    await fillValid(tour);
    await dialog.getByRole('button', { name: 'Send enquiry' }).click();
    await tour.page.getByTestId('enquiry-sent').waitFor();
    expect(posts).toHaveLength(1);
    const post = posts[0];
    const cookies = await tour.context.cookies(baseUrl);
    const xsrf = cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
    expect(xsrf).toBeTruthy();
    expect(await post?.headerValue('x-xsrf-token')).toBe(xsrf);
    expect(post?.postDataJSON()).toMatchObject({
      name: 'Ada Lovelace',
      message: MESSAGE,
      recaptchaToken: 'good-token',
    });
  });

  it('sends once however fast the visitor clicks', async () => {
    const { tour, dialog, posts } = await openForm('good-token');
    await fillValid(tour);
    await dialog.getByRole('button', { name: 'Send enquiry' }).dblclick();
    await tour.page.getByTestId('enquiry-sent').waitFor();
    expect(posts).toHaveLength(1);
  });

  it('explains a failed reCAPTCHA check and keeps the message', async () => {
    const { tour, dialog } = await openForm('low-score');
    await fillValid(tour);
    await dialog.getByRole('button', { name: 'Send enquiry' }).click();
    const alert = dialog.getByTestId('enquiry-alert');
    await expect.poll(() => alert.textContent()).toMatch(/could not confirm you are not a robot/);
    expect(await dialog.getByLabel('Message').inputValue()).toBe(MESSAGE);
    expect(await seriousViolations(tour.page)).toEqual([]);
  });

  it('explains a missing XSRF cookie as an expired session', async () => {
    const { tour, dialog } = await openForm('good-token');
    await tour.context.clearCookies();
    await fillValid(tour);
    await dialog.getByRole('button', { name: 'Send enquiry' }).click();
    const alert = dialog.getByTestId('enquiry-alert');
    await expect.poll(() => alert.textContent()).toMatch(/session expired/);
  });

  it('keeps the message when the network fails, and sends it once back online', async () => {
    const { tour, dialog } = await openForm('good-token');
    await fillValid(tour);
    await tour.page.route('**/enquiries', (route) => route.abort('internetdisconnected'));
    await dialog.getByRole('button', { name: 'Send enquiry' }).click();
    const alert = dialog.getByTestId('enquiry-alert');
    await expect.poll(() => alert.textContent()).toMatch(/offline/);
    expect(await dialog.getByLabel('Message').inputValue()).toBe(MESSAGE);

    await tour.page.unroute('**/enquiries');
    await dialog.getByRole('button', { name: 'Send enquiry' }).click();
    await tour.page.getByTestId('enquiry-sent').waitFor();
  });

  it('closes with Escape and gives focus back to the button that opened it', async () => {
    const { tour, dialog } = await openForm('good-token');
    await tour.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    const focused = await tour.page.evaluate(() => document.activeElement?.textContent);
    expect(focused).toBe('Contact agent');
  });
});
