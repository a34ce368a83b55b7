import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { newPage, VIEWPORTS } from './support/pages.js';
import { useBrowser } from './support/use-browser.js';

const studioUrl = inject('studioUrl');
const setupLink = inject('studioSetupLink');
const browser = useBrowser();

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${studioUrl}/sign-in`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

// One story in order: the first test uses the setup link and creates the accounts the others use.
describe('the studio, from the first start', () => {
  it('creates the first admin from the printed link, who adds an editor; the editor sees no users screen', async () => {
    const { page } = await newPage(browser());
    await page.goto(setupLink);
    await page.getByRole('heading', { name: 'Create the first admin' }).waitFor();
    await expectAccessible(page);
    await page.getByLabel('Email').fill('root@example.com');
    await page.getByLabel('Password').fill('the first admin password');
    await page.getByRole('button', { name: 'Create admin' }).click();

    await page.getByRole('heading', { name: 'Users' }).waitFor();
    expect(new URL(page.url()).hash).toBe('');
    await page.getByLabel('Email').fill('ed@example.com');
    await page.getByLabel('First password').fill('the editor password');
    await page.getByRole('button', { name: 'Add account' }).click();
    await page.getByRole('status').filter({ hasText: 'Added ed@example.com.' }).waitFor();
    await page.getByRole('heading', { name: 'ed@example.com' }).waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();

    await signIn(page, 'ed@example.com', 'not the editor password');
    await page.getByRole('alert').filter({ hasText: 'The email or the password is wrong.' }).waitFor();
    await expectAccessible(page);
    await signIn(page, 'ed@example.com', 'the editor password');
    await page.getByRole('heading', { name: 'Tours' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Studio' });
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Tours', 'Enquiries']);
    await page.goto(`${studioUrl}/users`);
    await page.getByText('Only admins manage accounts.').waitFor();
    expect(await page.getByRole('heading', { name: 'Accounts' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.goto(`${studioUrl}/tours`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  });

  it('refuses the setup link a second time', async () => {
    const { page } = await newPage(browser(), VIEWPORTS.phone);
    await page.goto(setupLink);
    await page.getByLabel('Email').fill('intruder@example.com');
    await page.getByLabel('Password').fill('another long password');
    await page.getByRole('button', { name: 'Create admin' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'This setup link is unknown, used or expired.' })
      .waitFor();
  });

  it('lets an admin find tours by code or title at phone width', async () => {
    const { page } = await newPage(browser(), VIEWPORTS.phone);
    await signIn(page, 'root@example.com', 'the first admin password');
    await page.getByRole('heading', { name: 'Tours' }).waitFor();
    // Other browser tests may import tours into the shared server: count what the list shows.
    const all = page.getByRole('status').filter({ hasText: /^\d+ tours$/ });
    await all.waitFor();
    const codes = await page.getByRole('listitem').locator('code').allTextContents();
    expect(codes).toEqual(expect.arrayContaining(['cubes', 'demo', 'house']));
    expect(await all.textContent()).toBe(`${codes.length} tours`);
    await page.getByLabel('Search tours by code or title').fill('cube');
    await page
      .getByRole('status')
      .filter({ hasText: /^1 tour$/ })
      .waitFor();
    expect(await page.getByRole('listitem').locator('code').allTextContents()).toEqual(['cubes']);
    await expectAccessible(page);
  });
});
