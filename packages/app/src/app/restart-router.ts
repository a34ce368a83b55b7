import { createContext, useContext } from 'react';

/** Starts the app's router afresh (see app-router.tsx); a full reload outside one. */
export const RestartRouterContext = createContext<() => void>(() => window.location.reload());

/** Starts the router afresh: every route's code is imported again. */
export function useRestartRouter(): () => void {
  return useContext(RestartRouterContext);
}
