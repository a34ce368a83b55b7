import { useCallback, useEffect, useRef, useState, type Ref, type RefObject } from 'react';
import { NavigationType, useNavigationType } from 'react-router';
import { resolveMediaUrl, type TourBranding } from '@tourview/schema';
import { useConfig } from '../../config/config-context.js';
import { analytics, type AnalyticsEvents } from '../../lib/analytics.js';
import { useMessages } from '../../lib/i18n/index.js';
import { tourMessages } from './tour-messages.js';

type TourEvent = 'scene_entered' | 'hotspot_used' | 'enquiry_sent' | 'loan_calculator_opened';

/** Sends `tour_opened` once, and returns a tracker that adds the tour code to every event. */
export function useTourTracking(tourCode: string) {
  useEffect(() => analytics.track('tour_opened', { tour_code: tourCode }), [tourCode]);
  return useCallback(
    <E extends TourEvent>(event: E, params: Omit<AnalyticsEvents[E], 'tour_code'>) =>
      analytics.track(event, { ...params, tour_code: tourCode } as AnalyticsEvents[E]),
    [tourCode],
  );
}

/** A button that shows and hides one part of the tour screen. */
interface ToggleProps {
  open: boolean;
  onToggle: () => void;
  className: string;
  ref?: Ref<HTMLButtonElement>;
}

/** Opens and closes the property panel; the viewer keeps its size either way. */
export function PanelToggle({ open, onToggle, className, ref }: ToggleProps) {
  const t = useMessages(tourMessages);
  return (
    <button
      ref={ref}
      type="button"
      className={className}
      aria-expanded={open}
      aria-controls="property-panel"
      onClick={onToggle}
      title={open ? t('hideDetails') : t('showDetails')}
      data-testid="panel-toggle"
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        width="22"
        height="22"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M3 11l9-7 9 7M5 10v10h14V10M10 20v-6h4v6" />
      </svg>
      <span>{t('details')}</span>
    </button>
  );
}

/**
 * Closes the property panel from inside it, where a visitor reading the listing looks for the
 * way back to the tour; on a phone the panel hides most of the view, and the Details button
 * that opened it says nothing about closing.
 */
export function PanelClose({ onClose, className }: { onClose: () => void; className: string }) {
  const t = useMessages(tourMessages);
  return (
    <button type="button" className={className} onClick={onClose} aria-label={t('closeDetails')}>
      <span aria-hidden="true">×</span>
    </button>
  );
}

/** Folds the floor plan away on small screens. */
export function PlanToggle({ open, onToggle, className }: ToggleProps) {
  const t = useMessages(tourMessages);
  return (
    <button
      type="button"
      className={className}
      aria-expanded={open}
      onClick={onToggle}
      data-testid="plan-toggle"
    >
      {open ? t('hidePlan') : t('showPlan')}
    </button>
  );
}

/**
 * The first Tab stop: jumps past the title and tools to the panorama, whose surface takes the
 * arrow keys (or to the view's region where WebGL could not start).
 */
export function SkipToView({ view, className }: { view: RefObject<HTMLElement | null>; className: string }) {
  const t = useMessages(tourMessages);
  return (
    <a
      href="#tour-view"
      className={className}
      onClick={(e) => {
        // The address holds the view; a fragment would only clutter it.
        e.preventDefault();
        const region = view.current;
        (region?.querySelector<HTMLElement>('canvas') ?? region)?.focus();
      }}
    >
      {t('skipToView')}
    </a>
  );
}

/**
 * The tour's title. Where the top bar cuts it short (a phone), a tap shows it whole; screen
 * readers always read it whole, so the tap is for the eye only and needs no button.
 */
export function TourTitle({ title, className }: { title: string; className: string }) {
  const [whole, setWhole] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const navigation = useNavigationType();
  // Opened from another screen (the home form, a link), the visitor's focus went with the
  // screen they left; it starts again at the tour, as on a new page, not at the page's start.
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (navigation === NavigationType.Push && lost) heading.current?.focus({ preventScroll: true });
  }, [navigation]);
  return (
    <h1
      ref={heading}
      tabIndex={-1}
      className={className}
      title={title}
      data-whole={whole}
      onClick={() => setWhole((w) => !w)}
    >
      {title}
    </h1>
  );
}

/** The agency's logo at the start of the top bar, named by the agency's name; none without one. */
export function AgencyLogo({
  branding,
  className,
}: {
  branding: TourBranding | undefined;
  className: string;
}) {
  const { cdnBaseUrl } = useConfig();
  if (!branding?.logo) return null;
  // Without a name the logo says nothing a screen reader could read: it is then decoration.
  return (
    <img
      className={className}
      src={resolveMediaUrl(cdnBaseUrl, branding.logo)}
      alt={branding.name ?? ''}
      data-testid="agency-logo"
    />
  );
}
