import { HOTSPOT_ICON_PATHS, type HotspotIcon as Icon } from '@tourview/schema';

/** A hotspot's icon, inline and decorative, as the visitor page draws it. */
export function HotspotIcon({ icon, size = 20 }: { icon: Icon; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={HOTSPOT_ICON_PATHS[icon]} />
    </svg>
  );
}
