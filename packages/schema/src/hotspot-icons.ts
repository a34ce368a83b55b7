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

/**
 * Each icon as SVG path data on a 24 × 24 grid, drawn with a 2-unit round stroke and no fill,
 * so the visitor app and the studio draw the same sign inline.
 */
export const HOTSPOT_ICON_PATHS: Readonly<Record<HotspotIcon, string>> = {
  door: 'M6 21V3h12v18M3 21h18M14.5 12h.01',
  'stairs-up': 'M3 21h5v-5h5v-5h5V6h3M5 11V4M2 7l3-3 3 3',
  'stairs-down': 'M3 21h5v-5h5v-5h5V6h3M5 4v7M2 8l3 3 3-3',
  arrow: 'M5 12h14M13 6l6 6-6 6',
  info: 'M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18M12 11v6M12 7.5h.01',
  photo: 'M3 8h4l2-3h6l2 3h4v12H3zM12 17a3.5 3.5 0 1 0 0-7 3.5 3.5 0 1 0 0 7',
};

/** How each icon is named where an operator picks one. */
export const HOTSPOT_ICON_NAMES: Readonly<Record<HotspotIcon, string>> = {
  door: 'Door',
  'stairs-up': 'Stairs up',
  'stairs-down': 'Stairs down',
  arrow: 'Arrow',
  info: 'Info',
  photo: 'Photo',
};
