import { createElement, lazy, Suspense, useState, type ComponentType } from 'react';
import { BrowserRouter, matchPath, Navigate, Route, Routes } from 'react-router';
import { paths } from '../config/paths.js';
import { ScreenBoundaryPerAddress } from './screen-boundary.js';

/** A screen whose code loads on demand, and which can be asked to load before it is shown. */
interface Screen {
  (): React.JSX.Element;
  preload(): Promise<void>;
}

/**
 * A screen as a lazy chunk that renders at once when its code is already in. A lazy component
 * suspends on its first render even then, and React holds the reveal of a suspended screen
 * for about 300 ms after it showed the fallback: opening the scene editor waited that twice
 * (the shell, then the editor), 0.87 s to its first pixels where 0.4 s was the work. A screen
 * keeps the way it first rendered, so it is never remounted.
 */
export function screen(load: () => Promise<{ default: ComponentType }>): Screen {
  let loaded: ComponentType | null = null;
  let loading: Promise<void> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        // A preload that failed may succeed when the screen is shown (it asks again); a screen
        // shown that fails keeps failing, and `ScreenBoundary` offers a reload.
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType };
  });
  function Screen() {
    const [ready] = useState(() => loaded);
    return ready ? createElement(ready) : <Lazy />;
  }
  return Object.assign(Screen, { preload });
}

// Declarative routes rather than the data router: the studio uses no loaders or actions, and
// without them React Router's share of the page's first script is about half (the data router
// held the studio's first load over its 100 kB budget). Each screen is still a lazy chunk, and
// navigation runs in a transition, so the screen shown stays until the next one's code is in.
const Setup = screen(() => import('./routes/setup.js'));
const SignIn = screen(() => import('./routes/sign-in.js'));
const Shell = screen(() => import('./routes/shell.js'));
const Tours = screen(() => import('./routes/tours.js'));

/** The screens inside the shell, which guards every signed-in screen. */
const SIGNED_IN: readonly (readonly [string, Screen])[] = [
  [paths.tours.path, Tours],
  [paths.tour.path, screen(() => import('./routes/tour.js'))],
  [paths.draftFiles.path, screen(() => import('./routes/draft-files.js'))],
  [paths.enquiries.path, screen(() => import('./routes/enquiries.js'))],
  [paths.sceneEditor.path, screen(() => import('./routes/scene-editor.js'))],
  [paths.planEditor.path, screen(() => import('./routes/plan-editor.js'))],
  [paths.videoEditor.path, screen(() => import('./routes/video-editor.js'))],
  [paths.analytics.path, screen(() => import('./routes/analytics.js'))],
  [paths.users.path, screen(() => import('./routes/users.js'))],
  [paths.branding.path, screen(() => import('./routes/branding.js'))],
  [paths.audit.path, screen(() => import('./routes/audit.js'))],
];

/** The screens a path shows: the one page of its own, or the shell and the screen inside it. */
function screensOf(pathname: string): Screen[] {
  if (matchPath(paths.setup.path, pathname)) return [Setup];
  if (matchPath(paths.signIn.path, pathname)) return [SignIn];
  const inside = SIGNED_IN.find(([path]) => matchPath(path, pathname))?.[1];
  // The home path leads to the tour list.
  return [Shell, inside ?? Tours];
}

/**
 * Loads the code of the screens `pathname` shows, all at once rather than one after the
 * other, so the first render finds them in; settles either way (a failed chunk is asked
 * for again when shown).
 */
export async function preloadScreensOf(pathname: string): Promise<void> {
  await Promise.allSettled(screensOf(pathname).map((s) => s.preload()));
}

/** The studio's routes, each screen a lazy chunk; the shell guards every signed-in screen. */
export function StudioRoutes() {
  return (
    <BrowserRouter>
      <ScreenBoundaryPerAddress>
        <Suspense fallback={<Loading />}>
          <Routes>
            <Route path={paths.setup.path} element={<Setup />} />
            <Route path={paths.signIn.path} element={<SignIn />} />
            <Route path={paths.home.path} element={<Shell />}>
              <Route index element={<Navigate to={paths.tours.href()} replace />} />
              {SIGNED_IN.map(([path, Screen]) => (
                <Route key={path} path={path} element={<Screen />} />
              ))}
            </Route>
            <Route path="*" element={<Navigate to={paths.home.href()} replace />} />
          </Routes>
        </Suspense>
      </ScreenBoundaryPerAddress>
    </BrowserRouter>
  );
}

function Loading() {
  return <p role="status">Loading…</p>;
}
