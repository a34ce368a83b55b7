import { useCallback, useState } from 'react';
import { RouterProvider } from 'react-router';
import { RestartRouterContext } from './restart-router.js';
import { createRouter, type AppDataRouter } from './router.js';

export { createRouter };

/**
 * The app's router, which can be started afresh. A route's code that failed to load stays
 * failed in its router (the router keeps the rejected import), so trying again after a
 * network failure needs a new router; the page, and the panorama on it, stay. `initial`: a
 * router started before the first render (the home page's, see home-without-router.tsx).
 */
export function AppRouter({ initial }: { initial?: AppDataRouter }) {
  const [router, setRouter] = useState(() => initial ?? createRouter());
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
