import type { ReactNode } from 'react';

// Icons are decorative: every control carries its name in aria-label.
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false" fill="currentColor">
      {children}
    </svg>
  );
}

/** Triangle. */
export const PlayIcon = () => (
  <Icon>
    <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.2-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5Z" />
  </Icon>
);

/** Two bars. */
export const PauseIcon = () => (
  <Icon>
    <rect x="6" y="5" width="4" height="14" rx="1" />
    <rect x="14" y="5" width="4" height="14" rx="1" />
  </Icon>
);

/** Speaker with waves, or crossed out when muted. */
export const VolumeIcon = ({ muted }: { muted: boolean }) => (
  <Icon>
    <path d="M4 9.5v5a1 1 0 0 0 1 1h3l4.3 3.6a.5.5 0 0 0 .8-.4V5.3a.5.5 0 0 0-.8-.4L8 8.5H5a1 1 0 0 0-1 1Z" />
    {muted ? (
      <path d="m16 9 5 6m0-6-5 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
    ) : (
      <path
        d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        fill="none"
      />
    )}
  </Icon>
);

/** A "CC" box. */
export const CaptionsIcon = () => (
  <Icon>
    <path
      fillRule="evenodd"
      d="M4 5h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Zm6.5 5.2A2.5 2.5 0 1 0 10.5 14l-1-1.2a1 1 0 1 1 0-1.6ZM17.5 10.2a2.5 2.5 0 1 0 0 3.8l-1-1.2a1 1 0 1 1 0-1.6Z"
    />
  </Icon>
);

/** Four corners. */
export const FullscreenIcon = ({ active }: { active: boolean }) => (
  <Icon>
    <path
      d={active ? 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5' : 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      fill="none"
    />
  </Icon>
);

/** A small frame inside a large one. */
export const PipIcon = () => (
  <Icon>
    <rect x="3" y="5" width="18" height="14" rx="2" stroke="currentColor" strokeWidth="2" fill="none" />
    <rect x="12" y="11" width="7" height="6" rx="1" />
  </Icon>
);
