import type { ComponentType } from 'react';
import { createBrowserRouter, replace, type RouteObject } from 'react-router';
import { paths } from '../config/paths.js';
import { RootError, RootLayout } from './root-layout.js';

/**
 * The route table the product specification fixes. Every screen is a lazy module in its own chunk; the
 * video screen is a child of the tour route, so it reads `tourCode` from its parent. Segments
 * match case-sensitively, as the spec's router does (`/demo/VIDEO` goes home), and any other
 * path replaces its history entry with home, so Back from home never returns to it.
 */
export function appRoutes(loadedHome?: ComponentType): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RootError />,
      children: [
        {
          path: paths.home.path,
          caseSensitive: true,
          ...(loadedHome
            ? { Component: loadedHome }
            : { lazy: () => import('./routes/home.js').then((m) => ({ Component: m.default })) }),
        },
        {
          path: paths.tour.path,
          caseSensitive: true,
          lazy: () => import('./routes/tour-layout.js').then((m) => ({ Component: m.default })),
          children: [
            { index: true, lazy: () => import('./routes/tour.js').then((m) => ({ Component: m.default })) },
            {
              path: paths.video.path,
              caseSensitive: true,
              lazy: () => import('./routes/video.js').then((m) => ({ Component: m.default })),
            },
          ],
        },
        { path: '*', loader: () => replace(paths.home.href()) },
      ],
    },
  ];
}

/** The app's data router. */
export type AppDataRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The app's data router. A home screen whose module is loaded already renders in the router's
 * first render: a lazy route would first render nothing, blanking the home screen for a moment.
 */
export function createRouter(loadedHome?: ComponentType): AppDataRouter {
  return createBrowserRouter(appRoutes(loadedHome));
}
