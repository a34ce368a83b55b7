import { act, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, it } from 'vitest';
import { screen } from './router.js';
import { ScreenBoundary } from './screen-boundary.js';

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

it('shows a reload in place of a screen whose code could not be loaded, and clears it at the next address', async () => {
  const Failing = screen(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
  const host = document.createElement('div');
  const root = createRoot(host);
  let reloads = 0;
  const show = (where: string) =>
    root.render(
      <ScreenBoundary resetKey={where} reload={() => reloads++}>
        <Suspense fallback={<p>Loading…</p>}>{where === '/broken' ? <Failing /> : <p>Tours</p>}</Suspense>
      </ScreenBoundary>,
    );
  const quiet = console.error;
  console.error = () => undefined;
  try {
    await act(async () => show('/broken'));
  } finally {
    console.error = quiet;
  }
  const alert = host.querySelector('[role="alert"]');
  expect(alert?.textContent).toContain('This screen could not be shown');
  act(() => host.querySelector('button')?.click());
  expect(reloads).toBe(1);
  await act(async () => show('/tours'));
  expect(host.textContent).toBe('Tours');
  act(() => root.unmount());
});
