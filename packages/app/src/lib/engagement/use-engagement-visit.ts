import { useEffect } from 'react';
import { useI18n } from '../i18n/index.js';
import { whenIdle } from '../when-idle.js';
import { deviceClass } from './device-class.js';
import { engagement } from './engagement.js';
import { sendWaiting } from './send-waiting.js';

const ORIGIN = /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/;

/** The site whose page frames this one, when it can be told; never more than its origin. */
function embeddingOrigin(): string | undefined {
  if (window.top === window.self) return undefined;
  const ancestor = window.location.ancestorOrigins?.[0];
  let origin = ancestor;
  if (!origin && document.referrer) {
    try {
      origin = new URL(document.referrer).origin;
    } catch {
      origin = undefined;
    }
  }
  return origin && ORIGIN.test(origin) ? origin : undefined;
}

/**
 * Begins a visit of the tour for engagement analytics and, once the page is idle (after the
 * first room is drawn), loads the beacon sender; ends the visit when the tour is left. A page
 * hidden or left before the sender has started sends what it recorded all the same, and a
 * page shown again from the back-forward cache begins a new visit in the room it shows.
 * `enabled` is false for drafts' previews, which visitors never see.
 */
export function useEngagementVisit(tourCode: string, enabled: boolean): void {
  const { lang } = useI18n();
  useEffect(() => {
    if (!enabled) return;
    const embedOrigin = embeddingOrigin();
    const start = {
      kind: 'visit_start',
      device: deviceClass(
        window.matchMedia?.('(pointer: coarse)').matches ?? false,
        screen.width,
        screen.height,
      ),
      language: lang,
      ...(embedOrigin ? { embedOrigin } : {}),
    } as const;
    engagement.begin(tourCode, start);
    let stop: (() => void) | undefined;
    let left = false;
    const onPageHide = () => {
      if (!stop) sendWaiting(engagement);
    };
    const onHidden = () => {
      if (!stop && document.visibilityState === 'hidden') sendWaiting(engagement, { end: false });
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) engagement.resume(tourCode, start);
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    document.addEventListener('visibilitychange', onHidden);
    whenIdle(() => {
      import('./start-engagement.js').then(
        ({ startEngagement }) => {
          if (!left) stop = startEngagement(engagement);
        },
        // Without the sender, what was recorded still goes out as the page hides.
        () => undefined,
      );
    });
    return () => {
      left = true;
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      document.removeEventListener('visibilitychange', onHidden);
      if (stop) stop();
      else sendWaiting(engagement);
    };
    // The visit's language is the one it began in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tourCode, enabled]);
}
