import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { openStorage } from '@tourview/storage';
import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { newPage } from './support/pages.js';
import { useBrowser } from './support/use-browser.js';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();

const LAPTOP = { width: 1280, height: 720 };

/** A viewing of the demo tour in the server's database, running for `ms` (negative: expired). */
async function startViewing(ms = 3_600_000) {
  const storage = await openStorage({ dataDir });
  const secrets = {
    id: randomUUID(),
    hostKey: randomUUID() + randomUUID(),
    guestToken: randomUUID() + randomUUID(),
  };
  const now = new Date();
  await storage.createLiveViewing({
    ...secrets,
    tourCode: 'demo',
    hostName: 'Anna',
    createdBy: null,
    createdAt: new Date(now.getTime() - 7_200_000),
    expiresAt: new Date(now.getTime() + ms),
  });
  await storage.close();
  return secrets;
}

async function endInStorage(id: string): Promise<void> {
  const storage = await openStorage({ dataDir });
  await storage.endLiveViewing(id);
  await storage.close();
}

async function openAsGuest(token: string, name: string): Promise<Page> {
  const { page } = await newPage(browser(), LAPTOP);
  await page.goto(`${baseUrl}/demo#live=${token}`);
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  return page;
}

const status = (page: Page) => page.getByTestId('live-status');

describe('live viewing links that no longer open, and what people type', () => {
  it('tells a guest whose link has expired, or was revoked, that it is not valid any more', async () => {
    const expired = await startViewing(-60_000);
    const revoked = await startViewing();
    await endInStorage(revoked.id);
    for (const token of [expired.guestToken, revoked.guestToken]) {
      const page = await openAsGuest(token, 'Ben');
      await expect
        .poll(() => status(page).textContent(), { timeout: 20_000 })
        .toBe('This live viewing link is not valid any more.');
      // The tour itself stays usable: the panorama and the rooms are there.
      expect(await page.getByTestId('scene-list').isVisible()).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    }
  });

  it('shows names and chat as the text typed, never as markup', async () => {
    const viewing = await startViewing();
    const { page: host } = await newPage(browser(), LAPTOP);
    await host.goto(`${baseUrl}/demo#live-host=${viewing.hostKey}`);
    await host.locator('[data-testid=live-panel][data-state=live]').waitFor({ timeout: 30_000 });
    const name = '<img src=x onerror=__pwned=1>Ben';
    const guest = await openAsGuest(viewing.guestToken, name);
    await guest.locator('[data-testid=live-panel][data-state=live]').waitFor({ timeout: 30_000 });
    await guest.getByPlaceholder('Message').fill('<b>bold</b> & <script>window.__pwned=2</script>');
    await guest.getByRole('button', { name: 'Send' }).click();

    const chat = host.getByTestId('live-chat');
    await expect
      .poll(() => chat.textContent())
      .toBe(`${name}: <b>bold</b> & <script>window.__pwned=2</script>`);
    await expect.poll(() => host.getByTestId('live-participants').textContent()).toContain(name);
    const panel = host.getByTestId('live-panel');
    expect(await panel.locator('img, b, script').count()).toBe(0);
    expect(await host.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  });
});
