import { useEffect } from 'react';
import { useI18n } from '../i18n/index.js';
import { whenIdle } from '../when-idle.js';
import { deviceClass } from './device-class.js';
import { engagement } from './engagement.js';

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
 * first room is drawn), loads the beacon sender; ends the visit when the tour is left.
 * `enabled` is false for drafts' previews, which visitors never see.
 */
export function useEngagementVisit(tourCode: string, enabled: boolean): void {
  const { lang } = useI18n();
  useEffect(() => {
    if (!enabled) return;
    const embedOrigin = embeddingOrigin();
    engagement.begin(tourCode, {
      kind: 'visit_start',
      device: deviceClass(
        window.matchMedia?.('(pointer: coarse)').matches ?? false,
        screen.width,
        screen.height,
      ),
      language: lang,
      ...(embedOrigin ? { embedOrigin } : {}),
    });
    let stop: (() => void) | undefined;
    let left = false;
    whenIdle(() => {
      import('./start-engagement.js').then(
        ({ startEngagement }) => {
          if (!left) stop = startEngagement(engagement);
        },
        // Without the sender nothing is measured; the tour goes on.
        () => engagement.disable(),
      );
    });
    return () => {
      left = true;
      if (stop) stop();
      else engagement.end();
    };
    // The visit's language is the one it began in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tourCode, enabled]);
}
