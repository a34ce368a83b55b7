import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { newPage, VIEWPORTS } from './support/pages.js';
import { openTour } from './support/tour-page.js';
import {
  draftScene,
  greenPhoto,
  markerPanorama,
  PHOTO_GREEN,
  startStudioTour,
  type StudioTour,
} from './support/studio-tour.js';
import { useBrowser } from './support/use-browser.js';

const browser = useBrowser();
const CODE = 'harbour';
const PHONE = { width: 390, height: 844 };

/** Where screenshots go when someone wants to look at them (`STUDIO_SHARE_SCREENSHOTS=dir`). */
async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.STUDIO_SHARE_SCREENSHOTS;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

/** What a QR decoder reads from the element's pixels on screen. */
async function decodeQr(page: Page, selector: string): Promise<string | null> {
  const { data, info } = await sharp(await page.locator(selector).screenshot())
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

/** The value of a text box, found by its label inside `page`. */
const valueOf = (page: Page, label: string) => page.getByLabel(label, { exact: true }).inputValue();

let tour: StudioTour;

// A tour seeded as a draft with one room and a portrait; the story goes from the forms' checks
// through publishing to what visitors see and the share panel offers.
describe('the studio’s tour forms and share panel', () => {
  beforeAll(async () => {
    tour = await startStudioTour({
      code: CODE,
      scenes: [draftScene('hall', 'Hall', 'hall.png')],
      files: [
        { name: 'hall.png', kind: 'panorama', make: markerPanorama },
        { name: 'ann.jpg', kind: 'image', make: greenPhoto },
      ],
    });
  }, 120_000);
  afterAll(() => tour.stop());

  it('shows every wrong field of a new tour at once beside it, focuses the first, and suggests the code', async () => {
    for (const [name, viewport] of [
      ['desktop', VIEWPORTS.desktop],
      ['phone', PHONE],
    ] as const) {
      const { page } = await newPage(browser(), viewport);
      await tour.openTourPage(page);
      await page.goto(`${tour.stack.studioUrl}/tours`);
      await page.getByRole('button', { name: 'New tour' }).click();
      const form = page.getByRole('region', { name: 'New tour' });
      await form.getByLabel('Street and number').pressSequentially('Keizersgracht 12');
      await form.getByLabel('City').pressSequentially('Amsterdam');
      expect(await form.getByLabel('Code', { exact: true }).inputValue()).toBe('keizersgracht-12-amsterdam');
      await form.getByLabel('Country').fill('NLD');
      await form.getByLabel('Price').fill('-5');
      await form.getByLabel('Currency').fill('euro');
      await form.getByLabel('Agent’s email').fill('ann');
      await form.getByRole('button', { name: 'Create tour' }).click();

      const summary = form.getByRole('alert').filter({ hasText: 'need fixing' });
      await summary.waitFor();
      expect(await summary.getByRole('listitem').allTextContents()).toEqual([
        'Title: Fill this in.',
        'Country: A country code is two letters: NL, DE, GB.',
        'Price: Expected at least 0, not -5.',
        'Currency: A currency code is three letters: EUR, GBP, USD.',
        'Bedrooms: Fill this in.',
        'Bathrooms: Fill this in.',
        'Floor area: Fill this in.',
        'Description: Fill this in.',
        'Agent’s name: Fill this in.',
        'Agency: Fill this in.',
        'Agent’s email: Expected an email address like ann@example.com.',
      ]);
      // Each message sits beside its field and is read with it; the browser's own bubbles never show.
      const country = form.getByLabel('Country');
      expect(await country.getAttribute('aria-invalid')).toBe('true');
      expect(await country.evaluate((input) => (input as HTMLInputElement).validationMessage)).toBe('');
      await expect
        .poll(() => form.getByLabel('Title').evaluate((input) => input === document.activeElement))
        .toBe(true);
      const described = await country.getAttribute('aria-describedby');
      const errorText = await page.locator(`[id="${described?.split(' ').at(-1) ?? ''}"]`).textContent();
      expect(errorText).toBe('A country code is two letters: NL, DE, GB.');
      const [inputBox, errorBox] = [
        await country.boundingBox(),
        await page.locator(`[id="${described?.split(' ').at(-1) ?? ''}"]`).boundingBox(),
      ];
      expect(errorBox && inputBox && errorBox.y - (inputBox.y + inputBox.height)).toBeLessThan(40);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `new-tour-errors-${name}`);
      if (name === 'phone') break;

      await form.getByLabel('Title').fill('Canal house');
      await form.getByLabel('Country').fill(' nl ');
      await form.getByLabel('Price').fill('650000');
      await form.getByLabel('Currency').fill('eur');
      await form.getByLabel('Bedrooms').fill('3');
      await form.getByLabel('Bathrooms').fill('1.5');
      await form.getByLabel('Floor area').fill('1200');
      await form.getByLabel('Area unit').selectOption('ft2');
      await form.getByLabel('Description').fill('Three floors on the canal.');
      await form.getByLabel('Agent’s name').fill('Ann Agent');
      await form.getByLabel('Agency').fill('Canal Homes');
      await form.getByLabel('Agent’s email').fill('ann@example.com');
      await form.getByRole('button', { name: 'Create tour' }).click();
      await page.getByRole('heading', { name: 'Canal house' }).waitFor();
      const stored = await page.evaluate(
        async () =>
          (await (await fetch('/api/studio/tours/keizersgracht-12-amsterdam/draft')).json()) as unknown,
      );
      expect(stored).toMatchObject({
        manifest: {
          property: {
            address: { country: 'NL' },
            price: { currency: 'EUR', amount: 650000 },
            floorArea: { value: 1200, unit: 'ft2' },
          },
        },
      });
    }
  }, 120_000);

  it('says inline that a taken code cannot be used', async () => {
    const { page } = await newPage(browser());
    await tour.openTourPage(page);
    await page.goto(`${tour.stack.studioUrl}/tours`);
    await page.getByRole('button', { name: 'New tour' }).click();
    const form = page.getByRole('region', { name: 'New tour' });
    await form.getByLabel('Code', { exact: true }).fill(CODE);
    for (const [label, value] of [
      ['Title', 'Again'],
      ['Street and number', 'Quay 3'],
      ['City', 'Rotterdam'],
      ['Country', 'NL'],
      ['Price', '1'],
      ['Currency', 'EUR'],
      ['Bedrooms', '1'],
      ['Bathrooms', '1'],
      ['Floor area', '50'],
      ['Description', 'A flat.'],
      ['Agent’s name', 'Ann'],
      ['Agency', 'Homes'],
    ] as const)
      await form.getByLabel(label, { exact: true }).fill(value);
    await form.getByRole('button', { name: 'Create tour' }).click();
    const code = form.getByLabel('Code', { exact: true });
    await expect.poll(() => code.getAttribute('aria-invalid')).toBe('true');
    expect(await code.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await form.getByText('A tour with this code exists. Choose another code.').count()).toBe(2);
  });

  it('after publishing shows the visitor address to copy, its QR code and the app’s embed snippet', async () => {
    const { context, page } = await newPage(browser());
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: tour.stack.studioUrl });
    await tour.openTourPage(page);
    const draft = page.getByRole('region', { name: 'Draft' });
    await draft.getByLabel('Area unit').selectOption('ft2');
    await draft.getByLabel('Agent’s photo').selectOption('ann.jpg');
    const upload = draft.getByRole('link', { name: 'Upload a portrait on the Files page' });
    expect(await upload.getAttribute('href')).toBe(`/tours/${CODE}/files`);
    await draft.getByRole('button', { name: 'Save draft' }).click();
    await draft.getByText(/^Saved \(revision \d+\)\.$/).waitFor();
    expect(await page.getByRole('region', { name: 'Share' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Publish draft' }).click();
    await page.locator('[role="status"][data-job-state="done"]').waitFor({ timeout: 180_000 });
    const share = page.getByRole('region', { name: 'Share' });
    await share.waitFor();
    const url = `${tour.stack.baseUrl}/${CODE}`;
    expect(await valueOf(page, 'Visitor address')).toBe(url);
    expect(await share.getByTestId('share-url').getAttribute('href')).toBe(url);

    await share.getByRole('button', { name: 'Copy visitor address' }).click();
    await share.getByRole('status').filter({ hasText: 'Copied.' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    expect(await decodeQr(page, '[data-testid="share-qr"]')).toBe(url);

    // Where the browser refuses the clipboard, the text is selected for copying by hand.
    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
    });
    await share.getByRole('button', { name: 'Copy embed code' }).click();
    await share.getByRole('status').filter({ hasText: 'did not allow copying' }).waitFor();
    const selected = await page.evaluate(() => {
      const box = document.activeElement as HTMLTextAreaElement;
      return box.value.slice(box.selectionStart, box.selectionEnd);
    });
    const snippet = await valueOf(page, 'Embed code');
    expect(selected).toBe(snippet);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'share-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'share-phone');

    const visitor = await openTour(browser(), tour.stack.baseUrl, CODE);
    try {
      // The visitors' share dialog offers the same snippet for the same address (its own adds the view).
      await visitor.page.getByRole('button', { name: 'Share this view' }).click();
      const dialog = visitor.page.getByTestId('share-dialog');
      await dialog.getByRole('tab', { name: 'Embed' }).click();
      const theirs = await dialog.getByRole('textbox', { name: /Code to embed/ }).inputValue();
      const src = /src="([^"]+)"/.exec(theirs)?.[1] ?? '';
      expect(src.startsWith(`${url}?`)).toBe(true);
      expect(theirs.replace(src, `${url}?embed=1`)).toBe(snippet);
      await visitor.page.keyboard.press('Escape');

      const panel = visitor.page.getByTestId('property-panel');
      await panel.getByText(/72\s*sq ft/).waitFor();
      const photo = panel.getByRole('img', { name: /Alex Agent/ });
      await expect
        .poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
      // The middle of the round portrait, away from its rounded edge.
      const { data } = await sharp(await photo.screenshot())
        .removeAlpha()
        .extract({ left: 20, top: 20, width: 16, height: 16 })
        .resize(1, 1)
        .raw()
        .toBuffer({ resolveWithObject: true });
      for (const [i, channel] of PHOTO_GREEN.entries())
        expect(Math.abs((data[i] ?? 0) - channel)).toBeLessThan(30);
    } finally {
      await visitor.close();
    }
  }, 300_000);
});
