import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { openStorage } from '@tourview/storage';
import { importTour } from '@tourview/tiler';
import { seriousViolations } from './support/axe.js';
import { waitForPath } from './support/pages.js';
import { ROOT } from './support/stack.js';
import { openTour } from './support/tour-page.js';
import { useBrowser } from './support/use-browser.js';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();
const CODE = 'branded-flat';
const ACCENT = { hex: '#fbbf24', rgb: 'rgb(251, 191, 36)' };
const AGENCY = 'Canal Homes';
const AGENT = { name: 'Ann Brandt', phone: '+31 20 765 4321', email: 'ann.brandt@canal.example' };
/** What identifies the agent or the agency, in any form a page could show it. */
const IDENTIFYING = [AGENT.name, AGENT.phone, '765 4321', AGENT.email, AGENCY, 'Tourview'];

let unbrandedCode = '';

/** The two-room fixture with a full agent (phone, email, photo) and the agency's branding. */
beforeAll(async () => {
  const folder = await mkdtemp(join(tmpdir(), 'tourview-unbranded-'));
  try {
    cpSync(join(ROOT, 'fixtures', 'two-rooms'), folder, { recursive: true });
    const logo = { create: { width: 240, height: 80, channels: 4, background: '#1d4ed8' } } as const;
    await sharp(logo).png().toFile(join(folder, 'logo.png'));
    await sharp({ create: { ...logo.create, width: 96, height: 96 } })
      .jpeg()
      .toFile(join(folder, 'ann.jpg'));
    const manifest = JSON.parse(readFileSync(join(folder, 'tour.json'), 'utf8')) as {
      title: string;
      property: Record<string, unknown>;
      branding?: unknown;
    };
    manifest.title = 'Branded flat';
    manifest.property.agent = { ...AGENT, agency: AGENCY, photo: 'ann.jpg' };
    manifest.branding = { name: AGENCY, accent: ACCENT.hex, logo: 'logo.png' };
    writeFileSync(join(folder, 'tour.json'), JSON.stringify(manifest));
    await importTour({ folder, dataDir, code: CODE, replace: true });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  const storage = await openStorage({ dataDir });
  try {
    unbrandedCode = (await storage.getUnbrandedCode(CODE)) ?? '';
  } finally {
    await storage.close();
  }
});

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
}

/** What the page shows and links to, read from its DOM. */
function pageFacts(page: Page) {
  return page.evaluate(() => ({
    text: document.body.innerText,
    html: document.documentElement.outerHTML,
    links: [...document.querySelectorAll('a[href]')].map((a) => (a as HTMLAnchorElement).href),
    images: [...document.querySelectorAll('img')].map((img) => img.currentSrc || img.src),
    forms: document.querySelectorAll('form').length,
    title: document.title,
  }));
}

describe('the unbranded code', () => {
  it('shows the property and nothing of the agent or the platform, and asks only its own origin', async () => {
    expect(unbrandedCode).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const requests: string[] = [];
    const tour = await openTour(browser(), baseUrl, unbrandedCode, {
      prepare: (page) => Promise.resolve(page.on('request', (r) => requests.push(r.url()))),
    });
    const { page } = tour;
    await page.getByTestId('property-price').waitFor();
    const panel = page.getByTestId('property-panel');
    expect(await panel.getByRole('heading', { name: 'Branded flat' }).count()).toBe(1);

    const facts = await pageFacts(page);
    for (const word of IDENTIFYING) {
      expect(facts.text, word).not.toContain(word);
      expect(facts.html, word).not.toContain(word);
    }
    expect(facts.images.filter((src) => /agent|logo|ann/.test(src))).toEqual([]);
    const origin = new URL(baseUrl).origin;
    expect(facts.links.filter((href) => new URL(href).origin !== origin)).toEqual([]);
    expect(facts.links.filter((href) => href === `${origin}/`)).toEqual([]);
    expect(facts.forms).toBe(0);
    expect(facts.title).toBe('Branded flat');
    expect(await page.getByRole('button', { name: /share/i }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Contact agent' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /loan/i }).count()).toBe(0);
    expect(await page.getByTestId('agency-logo').count()).toBe(0);

    await tour.frames(30);
    expect(requests.filter((url) => !url.startsWith('data:') && new URL(url).origin !== origin)).toEqual([]);
    expect(requests.filter((url) => /agent|logo|share-branded|favicon/.test(url))).toEqual([]);

    const api = await page.evaluate(async (code) => {
      const res = await fetch(`/api/public/tours/${code}`);
      return { status: res.status, body: (await res.json()) as unknown };
    }, unbrandedCode);
    expect(api.status).toBe(200);
    expect(keysOf(api.body)).not.toContain('agent');
    expect(keysOf(api.body)).not.toContain('branding');
    for (const word of IDENTIFYING) expect(JSON.stringify(api.body)).not.toContain(word);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('leaves the branded page with its agent, contact, share, accent and logo', async () => {
    const tour = await openTour(browser(), baseUrl, CODE);
    const { page } = tour;
    const panel = page.getByTestId('property-panel');
    await panel.waitFor();
    expect(await panel.innerText()).toContain(AGENT.name);
    expect(await page.locator(`a[href^="mailto:"]`).count()).toBeGreaterThan(0);
    expect(await page.locator(`a[href^="tel:"]`).count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Contact agent' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: /share/i }).count()).toBe(1);

    const logo = page.getByTestId('agency-logo');
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(240);
    expect(await logo.getAttribute('alt')).toBe(AGENCY);
    const contact = page.getByRole('button', { name: 'Contact agent' });
    expect(await contact.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe(ACCENT.rgb);
    await contact.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    // Polled: a read at once after the key has been seen to return the ring in the button's own
    // colour, and the accent's a moment later (about one run in two on this machine; the cause
    // is not known yet).
    await expect.poll(() => contact.evaluate((b) => getComputedStyle(b).outlineColor)).toBe(ACCENT.rgb);

    const api = await page.evaluate(async (code) => (await fetch(`/api/public/tours/${code}`)).json(), CODE);
    expect(keysOf(api)).toContain('agent');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('carries the agency’s logo and colour to the video screen, and none of it to the unbranded one', async () => {
    const branded = await openTour(browser(), baseUrl, `${CODE}/video`, { waitReady: false });
    const logo = branded.page.getByTestId('agency-logo');
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(240);
    expect(await logo.getAttribute('alt')).toBe(AGENCY);
    const back = branded.page.getByRole('link', { name: /tour/i }).first();
    expect(await back.evaluate((a) => getComputedStyle(a).color)).toBe(ACCENT.rgb);
    expect(await seriousViolations(branded.page)).toEqual([]);

    const unbranded = await openTour(browser(), baseUrl, `${unbrandedCode}/video`, { waitReady: false });
    await unbranded.page.getByRole('heading', { level: 1 }).waitFor();
    expect(await unbranded.page.getByTestId('agency-logo').count()).toBe(0);
    const plainBack = unbranded.page.getByRole('link', { name: /tour/i }).first();
    expect(await plainBack.evaluate((a) => getComputedStyle(a).color)).not.toBe(ACCENT.rgb);
  });

  it('opens from the tour code form on home like any code', async () => {
    const tour = await openTour(browser(), baseUrl, '', { waitReady: false });
    const { page } = tour;
    await page.getByRole('textbox').first().fill(unbrandedCode);
    await page.keyboard.press('Enter');
    await waitForPath(page, baseUrl, `/${unbrandedCode}`);
    await page.getByTestId('property-price').waitFor();
    expect(await page.getByRole('button', { name: 'Contact agent' }).count()).toBe(0);
  });
});
