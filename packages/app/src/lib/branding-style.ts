import type { CSSProperties } from 'react';
import type { TourBranding } from '@tourview/schema';

/**
 * The agency's accent as the custom properties the app's styles read: buttons (`--accent`,
 * a lighter `--accent-hover`), links (`--accent-text`) and the focus ring (`--focus`). The
 * colour passed the schema's contrast check against the text drawn on it and the page behind
 * links when it was stored, so every pair stays at WCAG AA. No branding: the app's own colours.
 */
export function brandingStyle(branding: TourBranding | undefined): CSSProperties {
  const accent = branding?.accent;
  if (!accent) return {};
  return {
    '--accent': accent,
    '--accent-hover': `color-mix(in srgb, ${accent} 75%, #fff)`,
    '--accent-text': accent,
    '--focus': accent,
  } as CSSProperties;
}
