import type { Viewer } from '@tourview/viewer';
import { useEffect, useMemo, useState } from 'react';
import { lastThirtyDays } from '../../lib/analytics-range.js';
import { useAttentionMap } from '../../lib/api/analytics.js';

/**
 * The editor's _Attention_ view: where visitors of the published tour looked in the room shown,
 * over a range of days, handed to the engine as heat over the panorama. Switched off, nothing is
 * asked of the server and the overlay is gone; another room shows its own.
 */
export function useAttention(viewer: Viewer | null, code: string, room: string) {
  const [on, setOn] = useState(false);
  const [range, setRange] = useState(lastThirtyDays);
  const query = useAttentionMap(code, on ? room : null, range);
  const map = on ? (query.data ?? null) : null;
  const cells = useMemo(
    () => map?.cells.map(({ yaw, pitch, count }) => ({ yaw, pitch, weight: count })) ?? null,
    [map],
  );
  useEffect(() => {
    if (!viewer) return;
    viewer.setHeatOverlay(cells);
    return () => viewer.setHeatOverlay(null);
  }, [viewer, cells]);
  return {
    on,
    toggle: () => setOn((was) => !was),
    range,
    setRange,
    map,
    error: on ? query.error : null,
  };
}

/** The attention view's state, as {@link useAttention} gives it. */
export type Attention = ReturnType<typeof useAttention>;
