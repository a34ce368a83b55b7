import type { AnalyticsEvent } from '@tourview/schema';
import { act } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { I18nProvider } from '../i18n/index.js';
import { freshRootEachTest } from '../testing/test-root.js';
import { engagement } from './engagement.js';
import { useEngagementVisit } from './use-engagement-visit.js';

const view = freshRootEachTest();
const sendBeacon = vi.fn<(url: string, body: Blob) => boolean>(() => true);

beforeEach(() => {
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
  sendBeacon.mockClear();
});
afterEach(() => Reflect.deleteProperty(navigator, 'sendBeacon'));

function Tour() {
  useEngagementVisit('house1', true);
  return null;
}

/** A page transition as the browser fires it; `persisted` says the page is (or was) in the back-forward cache. */
function transition(type: 'pagehide' | 'pageshow', persisted: boolean) {
  const event = new Event(type);
  Object.defineProperty(event, 'persisted', { value: persisted });
  act(() => void window.dispatchEvent(event));
}

async function sent() {
  return Promise.all(
    sendBeacon.mock.calls.map(
      async ([, body]) => JSON.parse(await body.text()) as { visit: string; events: AnalyticsEvent[] },
    ),
  );
}

it('sends a visit left before the sender loaded, and begins another when the page comes back from the cache', async () => {
  view.render(
    <I18nProvider lang="en">
      <Tour />
    </I18nProvider>,
  );
  engagement.enterRoom('hall');
  transition('pagehide', true);
  transition('pageshow', true);
  transition('pagehide', false);

  const batches = await sent();
  const kinds = batches.map((b) => b.events.map((e) => ('room' in e ? `${e.kind} ${e.room}` : e.kind)));
  expect(kinds).toEqual([
    ['visit_start', 'room_entered hall', 'room_left hall', 'visit_end'],
    ['visit_start', 'room_entered hall', 'room_left hall', 'visit_end'],
  ]);
  expect(batches[1]?.visit).not.toBe(batches[0]?.visit);
});

it('sends what waits when the page is hidden before the sender loaded, and the visit goes on', async () => {
  view.render(
    <I18nProvider lang="en">
      <Tour />
    </I18nProvider>,
  );
  engagement.enterRoom('kitchen');
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  try {
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
  } finally {
    Reflect.deleteProperty(document, 'visibilityState');
  }
  engagement.record({ kind: 'plan_used' });
  transition('pagehide', false);

  const batches = await sent();
  expect(batches.map((b) => b.events.map((e) => e.kind))).toEqual([
    ['visit_start', 'room_entered'],
    ['plan_used', 'room_left', 'visit_end'],
  ]);
  expect(batches[1]?.visit).toBe(batches[0]?.visit);
});
