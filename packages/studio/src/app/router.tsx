import type { ComponentType } from 'react';
import { createBrowserRouter, replace, type RouteObject } from 'react-router';
import { paths } from '../config/paths.js';

const screen = (load: () => Promise<{ default: ComponentType }>) => () =>
  load().then((m) => ({ Component: m.default }));

/** The studio's routes, each screen a lazy chunk; the shell guards every signed-in screen. */
export const routes: RouteObject[] = [
  {
    HydrateFallback: Loading,
    children: [
      { path: paths.setup.path, lazy: screen(() => import('./routes/setup.js')) },
      { path: paths.signIn.path, lazy: screen(() => import('./routes/sign-in.js')) },
      {
        path: paths.home.path,
        lazy: screen(() => import('./routes/shell.js')),
        children: [
          { index: true, loader: () => replace(paths.tours.href()) },
          { path: paths.tours.path, lazy: screen(() => import('./routes/tours.js')) },
          { path: paths.tour.path, lazy: screen(() => import('./routes/tour.js')) },
          { path: paths.draftFiles.path, lazy: screen(() => import('./routes/draft-files.js')) },
          { path: paths.enquiries.path, lazy: screen(() => import('./routes/enquiries.js')) },
          { path: paths.sceneEditor.path, lazy: screen(() => import('./routes/scene-editor.js')) },
          { path: paths.planEditor.path, lazy: screen(() => import('./routes/plan-editor.js')) },
          { path: paths.videoEditor.path, lazy: screen(() => import('./routes/video-editor.js')) },
          { path: paths.analytics.path, lazy: screen(() => import('./routes/analytics.js')) },
          { path: paths.users.path, lazy: screen(() => import('./routes/users.js')) },
          { path: paths.audit.path, lazy: screen(() => import('./routes/audit.js')) },
        ],
      },
      { path: '*', loader: () => replace(paths.home.href()) },
    ],
  },
];

function Loading() {
  return <p role="status">Loading…</p>;
}

/** The studio's data router. */
export function createRouter() {
  return createBrowserRouter(routes);
}
