import { useState } from 'react';
import { Viewer } from '@tourview/viewer';
import { useMessages } from '../../lib/i18n/index.js';
import { messages } from './messages.js';
import type { FullscreenMode } from '../../lib/use-fullscreen.js';
import styles from './tour-viewer.module.css';

/** A tool of the screen's top bar, or (`asMenuItem`) an item of a menu with its name shown. */
interface ToolProps {
  className: string;
  asMenuItem?: boolean;
}

function itemProps(asMenuItem: boolean | undefined) {
  return asMenuItem ? ({ role: 'menuitem', tabIndex: -1 } as const) : {};
}

/** Enters and leaves full screen; `className` matches the screen's other tools. */
export function FullscreenButton({
  mode,
  onToggle,
  className,
  asMenuItem,
}: ToolProps & { mode: FullscreenMode; onToggle: () => void }) {
  const t = useMessages(messages);
  const on = mode !== 'off';
  return (
    <button
      type="button"
      className={className}
      data-active={on}
      onClick={onToggle}
      title={on ? t('exitFullscreen') : t('fullscreen')}
      data-testid="fullscreen-button"
      {...itemProps(asMenuItem)}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.toolIcon}>
        <path d={on ? 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5' : 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5'} />
      </svg>
      <span className={asMenuItem ? undefined : 'visually-hidden'}>
        {on ? t('exitFullscreen') : t('fullscreen')}
      </span>
    </button>
  );
}

/**
 * Steers the view with the phone's motion; shown only where the device has a sensor. The
 * tap itself is what lets iOS ask for permission.
 */
export function GyroscopeButton({ viewer, className, asMenuItem }: ToolProps & { viewer: Viewer }) {
  const t = useMessages(messages);
  const [on, setOn] = useState(false);
  const [denied, setDenied] = useState(false);
  if (!Viewer.gyroscopeSupported()) return null;
  const toggle = async () => {
    if (on) {
      viewer.disableGyroscope();
      return setOn(false);
    }
    const granted = await viewer.enableGyroscope();
    setOn(granted);
    setDenied(!granted);
  };
  return (
    <button
      type="button"
      className={className}
      data-active={on}
      onClick={() => void toggle()}
      title={denied ? t('gyroscopeDenied') : t('gyroscopeOn')}
      {...itemProps(asMenuItem)}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.toolIcon}>
        <rect x="7" y="3" width="10" height="18" rx="2" />
        <path d="M3 8c-1 2.5-1 5.5 0 8M21 8c1 2.5 1 5.5 0 8" />
      </svg>
      <span className={asMenuItem ? undefined : 'visually-hidden'}>
        {on ? t('gyroscopeOff') : t('gyroscopeOn')}
      </span>
    </button>
  );
}
