import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { paths } from '../config/paths.js';
import { RootError, RootLayout } from './root-layout.js';

/**
 * The route table of PRODUCT.md §1. Every screen is a lazy module in its own chunk; the
 * video screen is a child of the tour route, so it reads `tourCode` from its parent.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RootError />,
    children: [
      {
        path: paths.home.path,
        lazy: () => import('./routes/home.js').then((m) => ({ Component: m.default })),
      },
      {
        path: paths.tour.path,
        lazy: () => import('./routes/tour-layout.js').then((m) => ({ Component: m.default })),
        children: [
          { index: true, lazy: () => import('./routes/tour.js').then((m) => ({ Component: m.default })) },
          {
            path: paths.video.path,
            lazy: () => import('./routes/video.js').then((m) => ({ Component: m.default })),
          },
        ],
      },
      { path: '*', loader: () => redirect(paths.home.href()) },
    ],
  },
];

/** The app's data router. */
export function createRouter() {
  return createBrowserRouter(routes);
}
