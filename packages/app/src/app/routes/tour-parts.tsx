import { useCallback, useEffect } from 'react';
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
}

/** Opens and closes the property panel; the viewer keeps its size either way. */
export function PanelToggle({ open, onToggle, className }: ToggleProps) {
  const t = useMessages(tourMessages);
  return (
    <button
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
