import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Manifest } from '@tourview/schema';
import { openStorage } from '@tourview/storage';
import type { Page, Request } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { newPage } from './support/pages.js';
import { startStack, type Stack } from './support/stack.js';
import { useBrowser } from './support/use-browser.js';

const browser = useBrowser();
const PASSWORD = 'the uploading admin password';
const CHUNK = 4 * 1024 * 1024;

/** A 2:1 panorama of noise, which JPEG cannot shrink: `width` 3072 makes about 6 MB, two chunks. */
async function noisePanorama(file: string, width: number): Promise<void> {
  const height = width / 2;
  await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 100 })
    .toFile(file);
}

// Its own server: the shared one's first admin is created by the accounts test's setup link.
describe('uploading panoramas to a draft in the studio', () => {
  let stack: Stack;
  let folder = '';

  beforeAll(async () => {
    stack = await startStack({}, {});
    folder = await mkdtemp(join(tmpdir(), 'tourview-uploads-e2e-'));
    const storage = await openStorage({ dataDir: stack.dataDir });
    try {
      await storage.createAccount({ email: 'up@example.com', role: 'admin', password: PASSWORD });
      await storage.createDraft(
        'flat',
        { title: 'Flat', scenes: [], floorPlans: [] } as unknown as Manifest,
        null,
      );
    } finally {
      await storage.close();
    }
    await noisePanorama(join(folder, 'hall.jpg'), 512);
    await noisePanorama(join(folder, 'living.jpg'), 3072);
  });
  afterAll(async () => {
    await stack.stop();
    await rm(folder, { recursive: true, force: true });
  });

  async function openFiles(page: Page): Promise<void> {
    await page.goto(`${stack.studioUrl}/sign-in`);
    await page.getByLabel('Email').fill('up@example.com');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Tours' }).waitFor();
    await page.goto(`${stack.studioUrl}/tours/flat/files`);
    await page.getByRole('heading', { name: 'Files of flat' }).waitFor();
  }

  it('uploads two panoramas, one resumed after its connection dropped mid-file', async () => {
    const { page } = await newPage(browser());
    await openFiles(page);
    const input = page.getByLabel('Files to upload');

    await input.setInputFiles(join(folder, 'hall.jpg'));
    await page.getByRole('row', { name: /hall\.jpg/ }).waitFor();

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
    await page.getByRole('row', { name: /living\.jpg/ }).waitFor({ timeout: 90_000 });
    // It continued where it stopped: the first PATCH after the retry starts at the second chunk.
    expect(offsets.slice(0, 2)).toEqual([0, CHUNK]);
    expect(await bar.getAttribute('value')).toBe('100');
    const rows = page.getByRole('table').getByRole('row');
    expect(await rows.allTextContents()).toEqual([
      expect.stringContaining('File'),
      expect.stringMatching(/^hall\.jpgpanorama/),
      expect.stringMatching(/^living\.jpgpanorama/),
    ]);
  }, 300_000);
});
