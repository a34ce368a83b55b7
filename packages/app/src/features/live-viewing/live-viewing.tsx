import { useEffect, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { LIVE_LIMITS, type LiveView } from '@tourview/schema';
import type { Viewer } from '@tourview/viewer';
import { buttonClass } from '../../components/button-styles.js';
import { useMessages } from '../../lib/i18n/index.js';
import { readItem, writeItem } from '../../lib/safe-storage.js';
import { LivePanel } from './live-panel.js';
import { messages } from './messages.js';
import styles from './live-viewing.module.css';

/** Props of the live viewing on the tour screen. */
export interface LiveViewingProps {
  viewer: Viewer | null;
  role: 'host' | 'guest';
  secret: string;
  tourCode: string;
  sceneId: string;
  onScene(sceneId: string, view: Omit<LiveView, 'scene'>): void;
  reducedMotion: boolean;
  /** Where the panel goes: a place of the screen's own, beside the plan and the rooms. */
  panelSlot: HTMLElement | null;
  /** Whether the panel shows more than its one-row bar (the screen makes room for it). */
  onPanelOpen(open: boolean): void;
}

const NAME_KEY = 'tourview:live-name';

/** A guest names itself once (remembered on this device); the host is named by the studio. */
export default function LiveViewing(props: LiveViewingProps) {
  const [name, setName] = useState(() => (props.role === 'host' ? 'host' : null));
  const { panelSlot, onPanelOpen } = props;
  const naming = name === null;
  useEffect(() => {
    if (naming) onPanelOpen(true);
  }, [naming, onPanelOpen]);
  if (naming)
    return panelSlot
      ? createPortal(
          <NameForm
            onName={(chosen) => {
              writeItem(NAME_KEY, chosen);
              setName(chosen);
            }}
          />,
          panelSlot,
        )
      : null;
  return <LivePanel {...props} name={name} />;
}

function NameForm({ onName }: { onName(name: string): void }) {
  const t = useMessages(messages);
  const [value, setValue] = useState(() => readItem(NAME_KEY) ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    if (trimmed) onName(trimmed);
  };
  return (
    <section className={styles.panel} aria-label={t('region')} data-testid="live-panel">
      <form onSubmit={submit} className={styles.form}>
        <h2 className={styles.heading}>{t('joinTitle')}</h2>
        <label className={styles.label}>
          {t('yourName')}
          <input
            className={styles.input}
            value={value}
            maxLength={LIVE_LIMITS.name}
            autoComplete="name"
            required
            onChange={(e) => setValue(e.target.value)}
          />
        </label>
        <button type="submit" className={buttonClass()}>
          {t('join')}
        </button>
      </form>
    </section>
  );
}
