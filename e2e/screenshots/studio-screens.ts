/**
 * Screenshots of every studio screen at a laptop's and a phone's size, and of the published
 * tour's branded and unbranded visitor pages, for the README and for looking at what was built:
 * `npm run screenshots` writes them to docs/screenshots/ as WebP.
 * The tour is the demo's five rooms, floor plan and photo as a draft, published once through
 * the studio so its tour page shows the visitor address.
 */
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { launchBrowser } from '../support/browser.js';
import { ROOT } from '../support/stack.js';
import { startStudioTour, type DraftFileSpec } from '../support/studio-tour.js';

const CODE = 'riverside';
const OUT = join(ROOT, 'docs/screenshots');
const SIZES = { laptop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;

interface DemoManifest {
  scenes: { id: string; panorama: string }[];
  floorPlans: unknown[];
}

/** A studio screen: where it is and what shows it has loaded. */
interface Screen {
  name: string;
  path: string;
  ready: (page: Page) => Promise<unknown>;
}

/** Three frames, as a string: tsx's helpers are not defined in the page. */
const THREE_FRAMES =
  'new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(done))))';

const heading = (name: string | RegExp) => (page: Page) =>
  page.getByRole('heading', { name, level: 1 }).waitFor();

const viewSharp = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByName('tourview:view-sharp').length > 0);

/** Writes one screenshot of the page as it is, whole on a phone. */
async function shoot(page: Page, name: string, size: string): Promise<void> {
  // Thumbnails and fonts settle within a few frames of the screen's own data.
  await page.waitForLoadState('networkidle');
  await page.evaluate(THREE_FRAMES);
  await sharp(await page.screenshot({ fullPage: size === 'phone' }))
    .webp({ quality: 70 })
    .toFile(join(OUT, `${name}-${size}.webp`));
  console.log(`wrote docs/screenshots/${name}-${size}.webp`);
}

const SCREENS: Screen[] = [
  { name: 'tours', path: '/tours', ready: heading('Tours') },
  { name: 'tour', path: `/tours/${CODE}`, ready: heading(/./) },
  { name: 'files', path: `/tours/${CODE}/files`, ready: heading(/Files/) },
  {
    name: 'scene-editor',
    path: `/tours/${CODE}/scenes/living-room`,
    ready: async (page) => {
      await heading(/Edit/)(page);
      await page.waitForFunction(() => performance.getEntriesByName('tourview:editor-view-sharp').length > 0);
    },
  },
  { name: 'plan-editor', path: `/tours/${CODE}/plans`, ready: heading('Floor plans') },
  { name: 'analytics', path: `/tours/${CODE}/analytics`, ready: heading(/Engagement/) },
  { name: 'branding', path: '/branding', ready: heading('Branding') },
  { name: 'enquiries', path: '/enquiries', ready: heading('Enquiries') },
  { name: 'users', path: '/users', ready: heading('Users') },
  { name: 'audit', path: '/audit', ready: heading('Audit log') },
];

/** An agency name, accent colour and logo, so the branded visitor page shows them. */
async function setAgencyBranding(page: Page, studioUrl: string): Promise<void> {
  const logo = await sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160"><circle cx="80" cy="80" r="78" fill="#0e7490"/>' +
        '<text x="80" y="104" font-family="DejaVu Sans" font-size="72" font-weight="bold" fill="#fff" text-anchor="middle">RH</text></svg>',
    ),
  )
    .png()
    .toBuffer();
  await page.goto(`${studioUrl}/branding`);
  await page.getByLabel('Agency name', { exact: true }).fill('Riverside Homes');
  await page.getByLabel('Accent colour', { exact: true }).fill('#7dd3fc');
  await page
    .getByLabel('Logo', { exact: true })
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await page.getByRole('button', { name: 'Save branding' }).click();
  await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
}

async function demoFiles(manifest: DemoManifest): Promise<DraftFileSpec[]> {
  const copy = (name: string) => (file: string) => copyFile(join(ROOT, 'demo/tour', name), file);
  const plan = await sharp(join(ROOT, 'demo/tour/floor-plan.png')).metadata();
  return [
    ...manifest.scenes.map((s) => ({ name: s.panorama, kind: 'panorama' as const, make: copy(s.panorama) })),
    {
      name: 'floor-plan.png',
      kind: 'plan',
      make: copy('floor-plan.png'),
      size: { width: plan.width ?? 0, height: plan.height ?? 0 },
    },
    { name: 'walkthrough-poster.jpg', kind: 'image', make: copy('walkthrough-poster.jpg') },
  ];
}

async function main(): Promise<void> {
  const manifest = JSON.parse(await readFile(join(ROOT, 'demo/tour/tour.json'), 'utf8')) as DemoManifest;
  const tour = await startStudioTour({
    code: CODE,
    title: { en: 'Riverside flat', de: 'Wohnung am Fluss' },
    scenes: manifest.scenes as never,
    floorPlans: manifest.floorPlans as never,
    files: await demoFiles(manifest),
  });
  const browser = await launchBrowser();
  try {
    await mkdir(OUT, { recursive: true });
    const signIn = await browser.newPage();
    await tour.openTourPage(signIn);
    await setAgencyBranding(signIn, tour.stack.studioUrl);
    await signIn.goto(`${tour.stack.studioUrl}/tours/${CODE}`);
    await signIn.getByRole('button', { name: 'Publish draft' }).click();
    await signIn.locator('[role="status"][data-job-state="done"]').waitFor({ timeout: 300_000 });
    await signIn.goto(`${tour.stack.studioUrl}/tours/${CODE}`);
    const unbrandedUrl = await signIn.getByLabel('Unbranded address (for listing services)').inputValue();
    const visitorPages = { visitor: `${tour.stack.baseUrl}/${CODE}`, 'visitor-unbranded': unbrandedUrl };
    const storageState = await signIn.context().storageState();
    for (const [size, viewport] of Object.entries(SIZES)) {
      const context = await browser.newContext({ viewport, storageState, locale: 'en-GB' });
      const page = await context.newPage();
      for (const screen of SCREENS) {
        await page.goto(`${tour.stack.studioUrl}${screen.path}`);
        await screen.ready(page);
        await shoot(page, screen.name, size);
      }
      for (const [name, url] of Object.entries(visitorPages)) {
        await page.goto(url);
        await viewSharp(page);
        await shoot(page, name, size);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await tour.stop();
  }
}

await main();
