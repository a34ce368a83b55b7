import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../lib/i18n/index.js';
import { freshRootEachTest } from '../lib/testing/test-root.js';
import { LazyPart } from './lazy-part.js';
import { lazyWithRetry } from './lazy-with-retry.js';

function Plan({ label }: { label: string }) {
  return <p data-testid="plan">{label}</p>;
}

const view = freshRootEachTest();
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('LazyPart with lazyWithRetry', () => {
  it('shows a retry instead of the part when its code fails to load, and imports again on retry', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Plan }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Plan });
    const LazyPlan = lazyWithRetry(load);
    view.render(
      <I18nProvider lang="en">
        <p data-testid="panorama">360°</p>
        <LazyPart>
          <LazyPlan label="Ground floor" />
        </LazyPart>
      </I18nProvider>,
    );
    await settle();
    expect(view.host.querySelector('[data-testid="panorama"]')).not.toBeNull();
    expect(view.host.querySelector('[data-testid="plan"]')).toBeNull();
    const retry = view.host.querySelector<HTMLButtonElement>('[data-testid="lazy-part-retry"] button');
    expect(retry?.textContent).toBe('Try again');

    act(() => retry?.click());
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(view.host.querySelector('[data-testid="plan"]')?.textContent).toBe('Ground floor');
    expect(view.host.querySelector('[data-testid="lazy-part-retry"]')).toBeNull();
  });
});
