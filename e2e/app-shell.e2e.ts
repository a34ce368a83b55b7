import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { useBrowser } from './support/use-browser.js';
import { newPage, VIEWPORTS, waitForPath } from './support/pages.js';
import { ROOT } from './support/stack.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** The files of a route module's own chunk in the build the server is serving. */
function chunkOf(module: string): string {
  const manifest = JSON.parse(
    readFileSync(join(ROOT, 'packages/app/dist-test/.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  const chunk = manifest[module];
  if (!chunk) throw new Error(`no chunk for ${module}`);
  return chunk.file;
}

describe('route table', () => {
  it.each(['/a/b/c', '/x/video/y', '/demo/video/extra'])('redirects %s to the home screen', async (path) => {
    const { page } = await newPage(browser());
    await page.goto(baseUrl + path);
    await page.waitForURL(`${baseUrl}/`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(/360°/);
  });

  it('loads each screen in its own chunk: the home page fetches no tour or video code', async () => {
    const { page } = await newPage(browser());
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname.slice(1));
    });
    await page.goto(`${baseUrl}/`);
    await page.getByRole('textbox', { name: 'Tour code' }).waitFor();
    const home = chunkOf('src/app/routes/home.tsx');
    const tour = chunkOf('src/app/routes/tour.tsx');
    const video = chunkOf('src/app/routes/video.tsx');
    expect(scripts).toContain(home);
    expect(scripts).not.toContain(tour);
    expect(scripts).not.toContain(video);

    await page.getByRole('textbox', { name: 'Tour code' }).fill('house');
    await page.getByRole('button', { name: 'Open tour' }).click();
    await waitForPath(page, baseUrl, '/house');
    await expect.poll(() => scripts.includes(tour)).toBe(true);
    expect(scripts).not.toContain(video);
  });

  it('puts focus on the tour the home form opened, not on the page', async () => {
    const { page } = await newPage(browser());
    await page.goto(`${baseUrl}/`);
    await page.getByRole('textbox', { name: 'Tour code' }).fill('demo');
    await page.keyboard.press('Enter');
    await waitForPath(page, baseUrl, '/demo');
    const heading = page.getByRole('heading', {
      level: 1,
      name: 'Bright two-room apartment with oak floors',
    });
    await heading.waitFor();
    await expect.poll(() => heading.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('gives the video screen the tour code of its parent route: no video, with a way to the 360° tour', async () => {
    const { page } = await newPage(browser());
    await page.goto(`${baseUrl}/cubes/video`);
    await page.getByRole('heading', { name: 'This tour has no video' }).waitFor();
    await page.getByRole('link', { name: 'Open the 360° tour' }).click();
    await waitForPath(page, baseUrl, '/cubes');
  });

  it('shows a clear message for a malformed code and a not-found screen for an unknown one', async () => {
    const { page } = await newPage(browser());
    await page.goto(`${baseUrl}/ab`);
    await page.getByRole('heading', { name: 'This is not a tour code' }).waitFor();
    await page.goto(`${baseUrl}/no-such-tour`);
    await page.getByRole('heading', { name: 'Tour not found' }).waitFor();
    await expect(page.getByText('no-such-tour').count()).resolves.toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Go to the start page' }).click();
    await page.waitForURL(`${baseUrl}/`);
  });
});

describe('home screen', () => {
  it('validates the code as the visitor types and remembers opened tours', async () => {
    const { page } = await newPage(browser(), VIEWPORTS.phone);
    await page.goto(`${baseUrl}/`);
    const field = page.getByRole('textbox', { name: 'Tour code' });
    await field.fill('a b');
    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      'Use only letters, digits, “-” and “_”.',
    );
    await expect(field.getAttribute('aria-invalid')).resolves.toBe('true');
    await field.fill('ab');
    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      'A tour code has at least 3 characters.',
    );
    await field.fill('cubes');
    await expect(page.getByRole('alert').textContent()).resolves.toBe('');
    await field.press('Enter');
    await waitForPath(page, baseUrl, '/cubes');
    await page.waitForFunction(() => localStorage.getItem('tourview.recent')?.includes('"cubes"'));
    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { name: 'Recently opened' }).waitFor();
    await expect(page.getByRole('link', { name: /cubes/ }).count()).resolves.toBe(1);
  });

  it('switches language and keeps the choice', async () => {
    const { page } = await newPage(browser());
    await page.goto(`${baseUrl}/`);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await page.getByRole('button', { name: 'Tour öffnen' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Tour öffnen' }).waitFor();
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('de');
  });

  it.each(Object.entries(VIEWPORTS))(
    'has no serious accessibility violations (%s)',
    async (name, viewport) => {
      const { page } = await newPage(browser(), viewport);
      await page.goto(`${baseUrl}/`);
      await page.getByRole('textbox', { name: 'Tour code' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: join(ROOT, `test-results/home-${name}.png`) });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow).toBe(false);
    },
  );
});
