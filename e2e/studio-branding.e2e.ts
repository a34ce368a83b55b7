import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { newPage } from './support/pages.js';
import { openTour } from './support/tour-page.js';
import { draftScene, markerPanorama, startStudioTour, type StudioTour } from './support/studio-tour.js';
import { useBrowser } from './support/use-browser.js';

const browser = useBrowser();
const CODE = 'quay-house';
const AGENCY = 'Quay Estates';
/** Light enough for the dark text on the tour page's buttons. */
const ACCENT = { hex: '#86efac', rgb: 'rgb(134, 239, 172)' };
/** Too dark for that text: fails WCAG AA's 4.5:1. */
const DARK_ACCENT = '#1d4ed8';
const LOGO_SIZE = 120;

let tour: StudioTour;

// The agency's branding set on the studio's Branding screen (not in a manifest), checked as it is
// typed, previewed, and carried by the next publish to the visitor's page.
describe('the studio’s Branding screen', () => {
  beforeAll(async () => {
    tour = await startStudioTour({
      code: CODE,
      scenes: [draftScene('hall', 'Hall', 'hall.png')],
      files: [{ name: 'hall.png', kind: 'panorama', make: markerPanorama }],
    });
  }, 120_000);
  afterAll(() => tour.stop());

  it('refuses a dark accent, previews the logo and colour, and the next publish shows them to visitors', async () => {
    const { page } = await newPage(browser());
    await tour.openTourPage(page);
    await page.goto(`${tour.stack.studioUrl}/branding`);
    await page.getByLabel('Agency name', { exact: true }).fill(AGENCY);
    await page.getByLabel('Accent colour', { exact: true }).fill(DARK_ACCENT);
    await page.getByRole('button', { name: 'Save branding' }).click();
    expect(await page.getByLabel('Accent colour', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText(`${DARK_ACCENT} reaches only`).count()).toBe(1);
    expect(await page.getByRole('status').filter({ hasText: 'Saved.' }).count()).toBe(0);

    const logo = await sharp({
      create: { width: LOGO_SIZE, height: LOGO_SIZE, channels: 3, background: '#7c2d12' },
    })
      .png()
      .toBuffer();
    await page.getByLabel('Accent colour', { exact: true }).fill(ACCENT.hex);
    await page
      .getByLabel('Logo', { exact: true })
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await page.getByRole('button', { name: 'Save branding' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();

    const preview = page.getByRole('group', { name: 'Preview' });
    const shown = preview.getByRole('img', { name: `${AGENCY} logo` });
    await expect
      .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(LOGO_SIZE);
    expect(
      await preview.getByText('Contact agent').evaluate((swatch) => getComputedStyle(swatch).backgroundColor),
    ).toBe(ACCENT.rgb);
    const checkbox = await page.getByLabel('Remove the logo').boundingBox();
    expect(checkbox?.width).toBeLessThan(40);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${tour.stack.studioUrl}/tours/${CODE}`);
    await page.getByRole('button', { name: 'Publish draft' }).click();
    await page.locator('[role="status"][data-job-state="done"]').waitFor({ timeout: 180_000 });

    const visitor = await openTour(browser(), tour.stack.baseUrl, CODE);
    const agencyLogo = visitor.page.getByTestId('agency-logo');
    await expect
      .poll(() => agencyLogo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await agencyLogo.getAttribute('alt')).toBe(AGENCY);
    const contact = visitor.page.getByRole('button', { name: 'Contact agent' });
    expect(await contact.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe(ACCENT.rgb);
  }, 300_000);

  it('shows a reload in place of a screen whose code did not arrive, keeping the navigation', async () => {
    const { page } = await newPage(browser());
    await tour.openTourPage(page);
    // The connection drops as the Branding screen's code is asked for.
    await page.route(/\/assets\/branding-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
    await page.getByRole('link', { name: 'Branding' }).click();
    const failed = page.getByRole('alert').filter({ hasText: 'This screen could not be shown' });
    await failed.waitFor();
    expect(await page.getByRole('link', { name: 'Tours' }).isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // Another screen clears it; back at the broken one, with the connection back, a reload mends it.
    await page.getByRole('link', { name: 'Tours' }).click();
    await page.getByRole('heading', { name: 'Tours' }).waitFor();
    expect(await failed.count()).toBe(0);
    await page.getByRole('link', { name: 'Branding' }).click();
    await failed.waitFor();
    await page.unroute(/\/assets\/branding-[\w-]+\.js$/);
    await page.getByRole('button', { name: 'Reload the page' }).click();
    await page.getByLabel('Agency name', { exact: true }).waitFor();
  }, 60_000);
});
