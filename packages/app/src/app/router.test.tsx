import { describe, expect, it } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { appRoutes } from './router.js';

async function settled(entries: string[]) {
  const router = createMemoryRouter(appRoutes(), {
    initialEntries: entries,
    initialIndex: entries.length - 1,
  });
  await router.initialize();
  await new Promise<void>((resolve) => {
    if (router.state.initialized) resolve();
    else router.subscribe((state) => state.initialized && resolve());
  });
  return router;
}

describe('router', () => {
  it('replaces an unknown path with home, so Back never returns to it', async () => {
    const router = await settled(['/', '/a/b/c']);
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
    router.dispose();
  });

  it('matches segments case-sensitively: /demo/VIDEO goes home, /demo/video does not', async () => {
    const upper = await settled(['/demo/VIDEO']);
    expect(upper.state.location.pathname).toBe('/');
    upper.dispose();
    const lower = await settled(['/demo/video']);
    expect(lower.state.location.pathname).toBe('/demo/video');
    lower.dispose();
  });
});
