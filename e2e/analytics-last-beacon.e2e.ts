import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isolateFromGoogle, VIEWPORTS } from './support/pages.js';
import { startStack, type Stack } from './support/stack.js';
import { useBrowser } from './support/use-browser.js';

/** A desktop Chrome's user agent: headless Chromium names itself, and bots are not counted. */
const AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
/**
 * The agent is the browser's own, not only the context's: a beacon a page sends as it is left
 * for another goes out after the next page took over, with the browser's agent, which in a
 * headless Chromium names it a bot and would have the server drop the batch.
 */
const browser = useBrowser([`--user-agent=${AGENT}`]);

async function visitorPage(): Promise<Page> {
  const context = await browser().newContext({
    viewport: VIEWPORTS.desktop,
    locale: 'en-GB',
    userAgent: AGENT,
  });
  await isolateFromGoogle(context);
  const page = await context.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  return page;
}

/**
 * A visit of the flat that has sent its first batch (so the sender runs) and then looked
 * elsewhere for a while: what it did since is only in memory when the page goes.
 */
async function visitUntilFirstBeacon(stack: Stack): Promise<Page> {
  const page = await visitorPage();
  const firstBeacon = page.waitForResponse((r) => r.url().endsWith('/events') && r.status() === 204, {
    timeout: 30_000,
  });
  await page.goto(`${stack.baseUrl}/flat`);
  await page.waitForSelector('[data-testid="tour-viewer"][data-scene="living"][data-load="ready"]');
  await firstBeacon;
  await page.getByTestId('tour-viewer').getByRole('button', { name: 'Go to Kitchen' }).click();
  await page.waitForSelector('[data-testid="tour-viewer"][data-scene="kitchen"][data-load="ready"]');
  await page.waitForTimeout(1500);
  return page;
}

describe('the last batch of a visit, when the visitor leaves', () => {
  let stack: Stack;
  let db: Database.Database;
  beforeAll(async () => {
    stack = await startStack({}, { flat: 'fixtures/two-rooms' });
    db = new Database(join(stack.dataDir, 'tourview.db'), { readonly: true });
  }, 120_000);
  afterAll(async () => {
    db?.close();
    await stack?.stop();
  });

  /** The kinds of events stored for each visit, in the order they arrived. */
  const stored = () => {
    const rows = db.prepare('select visit_id, events from analytics_batches order by rowid').all() as {
      visit_id: string;
      events: string;
    }[];
    const visits = new Map<string, string[]>();
    for (const row of rows)
      for (const { kind, room } of JSON.parse(row.events) as { kind: string; room?: string }[])
        visits.set(row.visit_id, [...(visits.get(row.visit_id) ?? []), `${kind}${room ? ` ${room}` : ''}`]);
    return [...visits.values()];
  };
  const ended = (events: string[]) => events.slice(-2);

  it('arrives when the visitor goes to another site, with no pagehide dispatched by the test', async () => {
    const page = await visitUntilFirstBeacon(stack);
    // The kitchen's dwell and the visit's end are made only as the page goes (pagehide).
    expect(stored().flat()).not.toContain('visit_end');
    await page.goto(`${stack.studioUrl}/sign-in`);
    await expect
      .poll(() => stored().map(ended), { timeout: 10_000 })
      .toEqual([['room_left kitchen', 'visit_end']]);
    const [events = []] = stored();
    expect(events).toContain('room_entered kitchen');
    expect(events).toContain('look kitchen');
    expect(events.filter((e) => e === 'visit_start')).toHaveLength(1);
  }, 90_000);

  it('arrives when the visitor closes the tab', async () => {
    const page = await visitUntilFirstBeacon(stack);
    await page.close();
    await expect
      .poll(() => stored().map(ended), { timeout: 10_000 })
      .toEqual([
        ['room_left kitchen', 'visit_end'],
        ['room_left kitchen', 'visit_end'],
      ]);
  }, 90_000);

  it('arrives from a visitor who leaves before the sender has loaded', async () => {
    const page = await visitorPage();
    // The sender's code never arrives: the page is left in the seconds before it would start.
    let heldBack = 0;
    await page.route(/start-engagement-[\w-]+\.js$/, () => void (heldBack += 1));
    await page.goto(`${stack.baseUrl}/flat`);
    await page.waitForSelector('[data-testid="tour-viewer"][data-scene="living"][data-load="ready"]');
    await expect.poll(() => heldBack).toBe(1);
    await page.goto(`${stack.studioUrl}/sign-in`);
    await expect
      .poll(() => stored().filter((visit) => visit[0] === 'visit_start' && visit.length === 4), {
        timeout: 10_000,
      })
      .toEqual([['visit_start', 'room_entered living', 'room_left living', 'visit_end']]);
  }, 90_000);
});
