import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/use-browser.js';
import { newPage } from './support/pages.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

describe('a page for an unknown tour code', () => {
  it('answers 404 and the app shows its not-found screen', async () => {
    const { page } = await newPage(browser());
    const response = await page.goto(`${baseUrl}/nosuchcode/video`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Tour not found' }).waitFor();
    expect(await page.getByTestId('did-you-mean').count()).toBe(0);
  });

  it('offers the code that differs only by letter case, which stays not found itself', async () => {
    const { page } = await newPage(browser());
    const response = await page.goto(`${baseUrl}/DEMO?scene=kitchen`);
    expect(response?.status()).toBe(404);
    const link = page.getByTestId('did-you-mean');
    await link.waitFor();
    expect(await link.textContent()).toBe('Did you mean demo?');
    await link.click();
    await page.waitForSelector('[data-testid="tour-viewer"][data-load="ready"]');
    expect(new URL(page.url()).pathname).toBe('/demo');
  });
});
