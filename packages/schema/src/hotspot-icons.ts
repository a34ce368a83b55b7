import { z } from 'zod';

/**
 * The icons a door or an info point may show instead of its kind's own (an arrow for a door,
 * an "i" for an info point). The visitor app draws each as inline SVG: nothing is downloaded.
 */
export const HOTSPOT_ICONS = ['door', 'stairs-up', 'stairs-down', 'arrow', 'info', 'photo'] as const;

/** One of {@link HOTSPOT_ICONS}. */
export type HotspotIcon = (typeof HOTSPOT_ICONS)[number];

/** A hotspot's icon, refused in words when it is not one of {@link HOTSPOT_ICONS}. */
export const hotspotIconSchema = z.enum(HOTSPOT_ICONS, {
  error: (issue) =>
    `An icon is one of ${HOTSPOT_ICONS.join(', ')}, not ${JSON.stringify(issue.input) ?? 'nothing'}.`,
});
