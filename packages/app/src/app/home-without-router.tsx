import type { ComponentType, ReactNode } from 'react';
import { NavigationProvider } from '../lib/navigation.js';
import { whenIdle } from '../lib/when-idle.js';
import type * as RouterAppModule from './app-router.js';
import type { AppDataRouter } from './router.js';

/** Puts a screen into the page's React root, inside the app's providers. */
export type RenderScreen = (screen: ReactNode) => void;

/** The router and the route table: a chunk the home page loads only when it is needed. */
type RouterApp = typeof RouterAppModule;
const loadRouterApp = (): Promise<RouterApp> => import('./app-router.js');

/**
 * Shows the home screen with React alone: the router (a third of home's script) loads once
 * the page is idle, or when the visitor opens a path before that. The first navigation starts
 * the router on home and renders it once the next screen's code has loaded, so the home screen
 * stays until then, as it would inside the router. Where the router cannot load, the browser
 * opens the path as a page of its own.
 */
export function showHome(Home: ComponentType, render: RenderScreen): void {
  let started: Promise<{ app: RouterApp; router: AppDataRouter }> | undefined;
  const navigateTo = (href: string) => {
    started ??= loadRouterApp().then((app) => ({ app, router: app.createRouter(Home) }));
    started.then(
      async ({ app, router }) => {
        await router.navigate(href);
        render(<app.AppRouter initial={router} />);
      },
      () => window.location.assign(href),
    );
  };
  render(
    <NavigationProvider value={navigateTo}>
      <Home />
    </NavigationProvider>,
  );
  whenIdle(() => void loadRouterApp().catch(() => undefined));
}
