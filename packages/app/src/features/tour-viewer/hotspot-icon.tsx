import { HOTSPOT_ICON_PATHS, type HotspotIcon as Icon } from '@tourview/schema';

/** A hotspot's chosen icon, inline and decorative: the button's text or label names it. */
export function HotspotIcon({ icon }: { icon: Icon }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={icon}
    >
      <path d={HOTSPOT_ICON_PATHS[icon]} />
    </svg>
  );
}
