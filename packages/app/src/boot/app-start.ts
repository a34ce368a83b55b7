/**
 * The app as the tour page's first script loads it, once the first room is on screen: the
 * first script is inline in the page (boot/tour-boot.ts) and cannot import the app's chunks
 * by name, so it imports this one entry of the app's build by its URL.
 */

/** A big tour's rest, which the app's code then loads together with the tour, not before it. */
export interface RestOfTour {
  apiBaseUrl: string;
  code: string;
}

/**
 * Loads the app and the tour screen's chunks; rejects when the app's own module fails, for
 * the first script to offer its retry over the panorama.
 */
export function startApp(rest: RestOfTour | null): Promise<unknown> {
  // The router and the tour screen's chunks load alongside the app, so the app finds them
  // ready; when one fails, the app imports it again and offers its own retry over the panorama.
  void import('../app/app-router.js').catch(() => undefined);
  void import('../app/routes/tour-layout.js').catch(() => undefined);
  void import('../app/routes/tour.js').catch(() => undefined);
  if (rest)
    void import('../app/tour-query.js')
      .then((m) => m.prefetchTour(rest.apiBaseUrl, rest.code))
      .catch(() => undefined);
  return import('../main.js');
}
