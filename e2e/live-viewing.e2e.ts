import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { startLiveCluster, type LiveCluster } from './support/live-cluster.js';
import { newPage } from './support/pages.js';
import { useBrowser } from './support/use-browser.js';

const browser = useBrowser([
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  '--autoplay-policy=no-user-gesture-required',
]);

/** Keeps every peer connection the page makes, so the test can read its statistics. */
const RECORD_PEERS = `(() => {
  const Original = window.RTCPeerConnection;
  window.__peers = [];
  window.RTCPeerConnection = class extends Original {
    constructor(config) { super(config); window.__peers.push(this); }
  };
})();`;

type Angles = { yaw: number; pitch: number; fov: number };
type Handle = {
  __viewer?: { getView(): Angles; lookAt(v: Partial<Angles>, o?: { animate?: boolean }): Promise<void> };
};

const viewOf = (page: Page) => page.evaluate(() => (window as unknown as Handle).__viewer?.getView() ?? null);
const yawGap = (a: number, b: number) => Math.abs(((((a - b) % 360) + 540) % 360) - 180);

async function open(url: string, name?: string): Promise<Page> {
  const { context, page } = await newPage(browser(), { width: 1280, height: 720 });
  await context.addInitScript(RECORD_PEERS);
  page.on('pageerror', (e) => process.stderr.write(`page error: ${e.message}\n`));
  await page.goto(url);
  if (name) {
    await page.getByLabel('Your name').fill(name);
    await page.getByRole('button', { name: 'Join', exact: true }).click();
  }
  await page.locator('[data-testid=live-panel][data-state=live]').waitFor({ timeout: 60_000 });
  return page;
}

async function turn(page: Page, yaw: number): Promise<void> {
  await page.evaluate(
    (y) => (window as unknown as Handle).__viewer?.lookAt({ yaw: y, pitch: 0 }, { animate: false }),
    yaw,
  );
}

async function waitForYaw(page: Page, yaw: number): Promise<void> {
  await expect
    .poll(async () => yawGap((await viewOf(page))?.yaw ?? 999, yaw), { timeout: 10_000 })
    .toBeLessThan(1);
}

/** The loudest audio arriving over a relayed connection, from the page's peer connections. */
function relayedAudioLevel(page: Page): Promise<number> {
  return page.evaluate(async () => {
    let loudest = 0;
    for (const peer of (window as unknown as { __peers: RTCPeerConnection[] }).__peers) {
      const stats = [...(await peer.getStats()).values()] as Record<string, unknown>[];
      const pair = stats.find((s) => s.type === 'candidate-pair' && s.state === 'succeeded' && s.nominated);
      const local = stats.find((s) => s.id === pair?.localCandidateId);
      if (local?.candidateType !== 'relay') continue;
      for (const s of stats)
        if (s.type === 'inbound-rtp' && s.kind === 'audio')
          loudest = Math.max(loudest, Number(s.audioLevel ?? 0));
    }
    return loudest;
  });
}

describe('a live viewing: a host and two guests, one on another instance through nginx', () => {
  let cluster: LiveCluster;
  beforeAll(async () => {
    cluster = await startLiveCluster({ house: 'fixtures/two-rooms' });
  });
  afterAll(() => cluster?.stop());

  it(
    'follows, points, hands over control, talks through TURN and ends for everyone',
    { timeout: 300_000 },
    async () => {
      const step = (name: string) => process.stderr.write(`live: ${name} ${new Date().toISOString()}\n`);
      const { hostKey, guestToken } = await cluster.startViewing('house', 'Anna');
      const host = await open(`${cluster.first}/house#live-host=${hostKey}`);
      const ben = await open(`${cluster.first}/house#live=${guestToken}`, 'Ben');
      const cleo = await open(`${cluster.throughNginx}/house#live=${guestToken}`, 'Cleo');
      step('joined');
      // The secret left the address as soon as the page read it.
      expect(new URL(cleo.url()).hash).toBe('');
      for (const guest of [ben, cleo])
        await expect.poll(() => guest.getByTestId('live-status').textContent()).toBe('Following Anna');
      await expect.poll(() => host.getByTestId('live-participants').locator('li').count()).toBe(3);

      step('following');
      // A turn towards the kitchen's door, then through it.
      await turn(host, 90);
      for (const guest of [ben, cleo]) await waitForYaw(guest, 90);
      await host
        .getByTestId('tour-viewer')
        .getByRole('button', { name: /Kitchen/ })
        .first()
        .click();
      for (const guest of [ben, cleo])
        await expect
          .poll(() => guest.getByTestId('tour-viewer').getAttribute('data-scene'), { timeout: 15_000 })
          .toBe('kitchen');
      await turn(host, -45);
      for (const guest of [ben, cleo]) await waitForYaw(guest, -45);

      step('scene change');
      // The pointer: the host clicks a spot of the room left of the live panel, high above the
      // doors; every guest (the same layout, following) sees the marker at that spot.
      await host.getByRole('button', { name: 'Point at something' }).click();
      const hostBox = await host.getByTestId('tour-viewer').boundingBox();
      const panelBox = await host.getByTestId('live-panel').boundingBox();
      if (!hostBox || !panelBox) throw new Error('no viewer');
      const spot = { x: Math.round(panelBox.x / 2), y: Math.round(hostBox.y + hostBox.height / 4) };
      await host.mouse.click(spot.x, spot.y);
      for (const guest of [ben, cleo]) {
        const marker = guest.getByTestId('live-pointer');
        await expect.poll(() => marker.getAttribute('data-visible'), { timeout: 10_000 }).toBe('true');
        const box = await marker.boundingBox();
        if (!box) throw new Error('no marker');
        expect(Math.abs(box.x + box.width / 2 - spot.x)).toBeLessThan(30);
        expect(Math.abs(box.y + box.height / 2 - spot.y)).toBeLessThan(30);
      }

      step('pointer');
      // Control to Cleo (on the other instance) and back.
      await host.getByRole('button', { name: 'Hand over control to Cleo' }).click();
      await expect.poll(() => cleo.getByTestId('live-status').textContent()).toBe('You are leading');
      await expect.poll(() => ben.getByTestId('live-status').textContent()).toBe('Following Cleo');
      await turn(cleo, 80);
      await waitForYaw(host, 80);
      await waitForYaw(ben, 80);
      await host.getByRole('button', { name: 'Take back control' }).click();
      await expect.poll(() => cleo.getByTestId('live-status').textContent()).toBe('Following Anna');

      step('control');
      // Looking around leaves follow mode; one button snaps back.
      await ben.getByTestId('tour-viewer').hover();
      await ben.mouse.down();
      await ben.mouse.move(300, 300, { steps: 5 });
      await ben.mouse.up();
      await expect.poll(() => ben.getByTestId('live-status').textContent()).toBe('Anna is leading');
      await ben.getByRole('button', { name: 'Follow Anna' }).click();
      await waitForYaw(ben, (await viewOf(host))?.yaw ?? 0);

      step('look around');
      // Voice between the host and Cleo, relayed by the TURN server.
      await host.getByRole('button', { name: 'Join voice' }).click();
      await cleo.getByRole('button', { name: 'Join voice' }).click();
      await host.getByRole('button', { name: 'Mute' }).click();
      await expect.poll(() => relayedAudioLevel(cleo), { timeout: 20_000 }).toBeGreaterThan(0);

      step('voice');
      for (const page of [host, cleo]) expect(await seriousViolations(page)).toEqual([]);

      await host.getByRole('button', { name: 'End for everyone' }).click();
      for (const guest of [ben, cleo])
        await expect
          .poll(() => guest.getByTestId('live-status').textContent())
          .toBe('The live viewing has ended.');
    },
  );
});
