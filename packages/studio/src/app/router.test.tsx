import { act, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, it } from 'vitest';
import { screen } from './router.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** What a screen shows in its first commit, inside a Suspense boundary with a fallback. */
function firstCommit(Screen: ReturnType<typeof screen>): string {
  const host = document.createElement('div');
  const root = createRoot(host);
  act(() =>
    root.render(
      <Suspense fallback={<p>Loading…</p>}>
        <Screen />
      </Suspense>,
    ),
  );
  const shown = host.textContent ?? '';
  act(() => root.unmount());
  return shown;
}

const editor = () => screen(() => Promise.resolve({ default: () => <p>Editor</p> }));

it('renders a screen whose code is in without suspending, and suspends one whose code is not', async () => {
  const preloaded = editor();
  await preloaded.preload();
  expect(firstCommit(preloaded)).toBe('Editor');
  expect(firstCommit(editor())).toBe('Loading…');
});
