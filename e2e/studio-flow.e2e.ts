import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Request } from 'playwright-core';
import sharp from 'sharp';
import { openStorage } from '@tourview/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { newPage } from './support/pages.js';
import { openTour } from './support/tour-page.js';
import { startStack, type Stack } from './support/stack.js';
import { useBrowser } from './support/use-browser.js';

const browser = useBrowser();
const ADMIN = { email: 'root@example.com', password: 'the first admin password' };
const EDITOR = { email: 'ed@example.com', password: 'the other editor password' };
const CHUNK = 4 * 1024 * 1024;

/** A 2:1 panorama of noise, which JPEG cannot shrink: `width` 3072 makes about 6 MB, two chunks. */
async function noisePanorama(file: string, width: number): Promise<void> {
  const height = width / 2;
  await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 100 })
    .toFile(file);
}

/** Waits for a publish job started on the tour page to end, and expects it done. */
async function publishAndWait(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish draft' }).click();
  const status = page.locator('[data-job-state]').first();
  await page
    .locator('[role="status"][data-job-state="done"], [role="status"][data-job-state="failed"]')
    .waitFor({
      timeout: 180_000,
    });
  const failure = await page.locator('[role="status"][data-job-state="failed"] .problems').allTextContents();
  expect(failure).toEqual([]);
  expect(await status.getAttribute('data-job-state')).toBe('done');
}

async function signIn(page: Page, who: { email: string; password: string }): Promise<void> {
  await page.goto(`${stack.studioUrl}/sign-in`);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Tours' }).waitFor();
}

/** The title the visitor page shows for the tour, once its first room is on screen. */
async function visitorTitle(code: string): Promise<{ title: string; scene: string | null }> {
  const tour = await openTour(browser(), stack.baseUrl, code);
  try {
    return { title: (await tour.page.locator('h1').first().textContent()) ?? '', scene: await tour.scene() };
  } finally {
    await tour.close();
  }
}

let stack: Stack;
let folder = '';

// One story on its own server, from the printed setup link to a rolled-back tour, in the order an
// operator lives it; each step needs the one before.
describe('the studio, from the first admin to a published and rolled-back tour', () => {
  beforeAll(async () => {
    stack = await startStack({}, {});
    folder = await mkdtemp(join(tmpdir(), 'tourview-flow-e2e-'));
    await noisePanorama(join(folder, 'hall.jpg'), 512);
    await noisePanorama(join(folder, 'living.jpg'), 3072);
  });
  afterAll(async () => {
    await stack.stop();
    await rm(folder, { recursive: true, force: true });
  });

  it('creates the first admin from the printed link, then a tour from the Tours screen', async () => {
    const { page } = await newPage(browser());
    await page.goto(stack.studioSetupLink);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Create admin' }).click();
    await page.getByRole('heading', { name: 'Users' }).waitFor();
    await page.getByRole('link', { name: 'Tours' }).click();
    await page.getByRole('button', { name: 'New tour' }).click();
    const form = page.getByRole('region', { name: 'New tour' });
    await form.getByLabel('Code', { exact: true }).fill('flat');
    await form.getByLabel('Title').fill('Harbour flat');
    await form.getByLabel('Street and number').fill('Quay 3');
    await form.getByLabel('City').fill('Rotterdam');
    await form.getByLabel('Country').fill('NL');
    await form.getByLabel('Price').fill('450000');
    await form.getByLabel('Currency').fill('EUR');
    await form.getByLabel('Bedrooms').fill('2');
    await form.getByLabel('Bathrooms').fill('1');
    await form.getByLabel(/Floor area/).fill('78');
    await form.getByLabel('Description').fill('A bright flat on the harbour.');
    await form.getByLabel('Agent’s name').fill('Ann Agent');
    await form.getByLabel('Agency').fill('Quay Homes');
    await form.getByRole('button', { name: 'Create tour' }).click();
    await page.getByRole('heading', { name: 'Harbour flat' }).waitFor();
    await page.getByText('No scene yet').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('uploads two panoramas, one resumed after its connection dropped mid-file, each checked live', async () => {
    const { page } = await newPage(browser());
    await signIn(page, ADMIN);
    await page.goto(`${stack.studioUrl}/tours/flat/files`);
    await page.getByRole('heading', { name: 'Files of flat' }).waitFor();
    const input = page.getByLabel('Files to upload');

    const uploadNow = () => page.getByRole('button', { name: 'Upload 1 file' }).click();
    await input.setInputFiles(join(folder, 'hall.jpg'));
    await uploadNow();
    await page.getByRole('heading', { name: 'hall.jpg' }).waitFor();

    // The connection drops after the first chunk of living.jpg: every later PATCH fails.
    let dropped = true;
    const offsets: number[] = [];
    await page.route('**/api/studio/tours/flat/uploads/*', async (route, request: Request) => {
      if (request.method() !== 'PATCH') return route.continue();
      const offset = Number(await request.headerValue('upload-offset'));
      if (dropped && offset > 0) return route.abort('connectionreset');
      offsets.push(offset);
      return route.continue();
    });
    await input.setInputFiles(join(folder, 'living.jpg'));
    await uploadNow();
    const bar = page.getByRole('progressbar', { name: 'living.jpg' });
    // tus tries each request again after 0, 1, 3 and 5 s before it reports the upload failed;
    // every 4 MiB chunk crosses the interception, which is slow on a busy machine.
    const uploadList = page.getByRole('list', { name: 'Uploads in progress' });
    await page
      .getByRole('alert')
      .filter({ hasText: 'The connection was lost.' })
      .waitFor({ timeout: 90_000 })
      .catch(async (error: unknown) => {
        throw new Error(`${String(error)}\nThe uploads showed: ${await uploadList.textContent()}`);
      });
    expect(Number(await bar.getAttribute('value'))).toBeGreaterThan(0);
    expect(Number(await bar.getAttribute('value'))).toBeLessThan(100);
    expect(offsets).toEqual([0]);
    expect(await seriousViolations(page)).toEqual([]);

    dropped = false;
    await page.getByRole('button', { name: 'Retry living.jpg' }).click();
    await page.getByRole('heading', { name: 'living.jpg' }).waitFor({ timeout: 90_000 });
    // It continued where it stopped: the first PATCH after the retry starts at the second chunk.
    expect(offsets.slice(0, 2)).toEqual([0, CHUNK]);
    expect(await bar.getAttribute('value')).toBe('100');
    // Both inspections end while the page stays open: their events read the list again.
    const cards = page.getByRole('list', { name: 'Files of the draft' }).getByRole('listitem');
    await cards.filter({ hasText: /^living\.jpgPanorama.*Ready/ }).waitFor({ timeout: 120_000 });
    expect(await cards.locator('h3, p').allTextContents()).toEqual([
      'hall.jpg',
      expect.stringMatching(/^Panorama.*Ready/),
      'living.jpg',
      expect.stringMatching(/^Panorama.*Ready/),
    ]);
  }, 300_000);

  it('publishes the draft, whose scenes the uploads made, and a visitor sees the tour', async () => {
    const { page } = await newPage(browser());
    await signIn(page, ADMIN);
    await page.goto(`${stack.studioUrl}/tours/flat`);
    const scenes = page.getByRole('list', { name: 'Scene order' });
    await scenes.getByRole('link').first().waitFor();
    expect(await scenes.getByRole('link').allTextContents()).toEqual(['Edit Hall', 'Edit Living']);
    await publishAndWait(page);
    await page.getByRole('row', { name: /^1 · live/ }).waitFor();
    expect(await visitorTitle('flat')).toEqual({ title: 'Harbour flat', scene: 'hall' });
  }, 240_000);

  it('publishes a changed title as version 2, then rolls back to version 1', async () => {
    const { page } = await newPage(browser());
    await signIn(page, ADMIN);
    await page.goto(`${stack.studioUrl}/tours/flat`);
    const draft = page.getByRole('region', { name: 'Draft' });
    await draft.getByLabel('Title').fill('Harbour flat, renovated');
    await draft.getByRole('button', { name: 'Save draft' }).click();
    await draft.getByText(/^Saved \(revision \d+\)\.$/).waitFor();
    await publishAndWait(page);
    await page.getByRole('row', { name: /^2 · live/ }).waitFor();
    expect((await visitorTitle('flat')).title).toBe('Harbour flat, renovated');

    await page.getByRole('button', { name: 'Roll back to version 1' }).click();
    await page.getByRole('button', { name: 'Make version 1 live' }).click();
    await page.getByRole('row', { name: /^3 · live · rollback of 1/ }).waitFor();
    // The server keeps a tour for a second before reading it again.
    await expect
      .poll(async () => (await visitorTitle('flat')).title, { timeout: 5_000 })
      .toBe('Harbour flat');
    expect(await seriousViolations(page)).toEqual([]);
  }, 240_000);

  it('lists the tour’s enquiries, marks one answered, filters by status and exports the filtered list', async () => {
    const storage = await openStorage({ dataDir: stack.dataDir });
    try {
      await storage.createEnquiry('flat', {
        name: 'Robin Buyer',
        email: 'robin@example.com',
        message: 'Is the balcony south-facing?',
        consent: true,
      });
      await storage.createEnquiry('flat', {
        name: 'Kim Visitor',
        phone: '+31 20 123 4567',
        message: 'Can I visit on Saturday?',
        consent: true,
      });
    } finally {
      await storage.close();
    }
    const { page } = await newPage(browser());
    await signIn(page, ADMIN);
    await page.getByRole('link', { name: 'Enquiries' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^2 enquiries$/ })
      .waitFor();
    await page.getByRole('button', { name: 'Mark answered (enquiry from Robin Buyer)' }).click();
    await page.getByRole('button', { name: 'Mark new (enquiry from Robin Buyer)' }).waitFor();
    await page.getByText(`by ${ADMIN.email}`).waitFor();

    await page.getByLabel('Status').selectOption('answered');
    await page
      .getByRole('status')
      .filter({ hasText: /^1 enquiry$/ })
      .waitFor();
    expect(new URL(page.url()).searchParams.get('status')).toBe('answered');
    expect(await page.getByRole('table').getByRole('row').count()).toBe(2);
    const csv = await page.evaluate(async () => {
      const link = document.querySelector<HTMLAnchorElement>('a[download]');
      return link ? (await fetch(link.href)).text() : '';
    });
    expect(csv).toContain('Robin Buyer');
    expect(csv).not.toContain('Kim Visitor');
    expect(csv).toContain(`,answered,`);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('keeps the tour from an editor who is not its member (404) and users from every editor', async () => {
    const admin = await newPage(browser());
    await signIn(admin.page, ADMIN);
    await admin.page.goto(`${stack.studioUrl}/users`);
    await admin.page.getByLabel('Email').fill(EDITOR.email);
    await admin.page.getByLabel('First password').fill(EDITOR.password);
    await admin.page.getByRole('button', { name: 'Add account' }).click();
    await admin.page
      .getByRole('status')
      .filter({ hasText: `Added ${EDITOR.email}.` })
      .waitFor();

    const { page } = await newPage(browser());
    await signIn(page, EDITOR);
    await page
      .getByRole('status')
      .filter({ hasText: /^0 tours$/ })
      .waitFor();
    const answer = await page.evaluate(async () => {
      const res = await fetch('/api/studio/tours/flat/draft');
      return { status: res.status, code: ((await res.json()) as { code: string }).code };
    });
    expect(answer).toEqual({ status: 404, code: 'tour_not_found' });
    await page.goto(`${stack.studioUrl}/tours/flat`);
    await page.getByRole('alert').filter({ hasText: 'This tour does not exist' }).waitFor();
    expect(await page.getByRole('alert').filter({ hasText: /\S/ }).count()).toBe(1);
    await page.goto(`${stack.studioUrl}/users`);
    await page.getByText('Only admins manage accounts.').waitFor();
    const users = await page.evaluate(async () => (await fetch('/api/studio/users')).status);
    expect(users).toBe(403);
  });
});
