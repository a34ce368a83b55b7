import { useCallback, useState, type ComponentType } from 'react';
import { RouterProvider } from 'react-router';
import { RestartRouterContext } from './restart-router.js';
import { createRouter } from './router.js';

/**
 * The app's router, which can be started afresh. A route's code that failed to load stays
 * failed in its router (the router keeps the rejected import), so trying again after a
 * network failure needs a new router; the page, and the panorama on it, stay. `loadedHome`:
 * the home screen, when the page loaded it before the first render.
 */
export function AppRouter({ loadedHome }: { loadedHome?: ComponentType }) {
  const [router, setRouter] = useState(() => createRouter(loadedHome));
  const restart = useCallback(() => {
    router.dispose();
    setRouter(createRouter());
  }, [router]);
  return (
    <RestartRouterContext.Provider value={restart}>
      <RouterProvider router={router} />
    </RestartRouterContext.Provider>
  );
}
