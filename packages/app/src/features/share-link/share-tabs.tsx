import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './share-link.module.css';

/** One tab: its label and its panel. */
export interface ShareTab {
  key: string;
  label: string;
  panel: ReactNode;
}

const STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * Tabs as the WAI-ARIA tabs pattern has them: one tab in the tab order, arrow keys (and
 * Home/End) move to another tab and select it.
 */
export function ShareTabs({
  tabs,
  selected,
  onSelect,
  label,
}: {
  tabs: ShareTab[];
  selected: string;
  onSelect: (key: string) => void;
  label: string;
}) {
  const base = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(index, tabs.length);
    onSelect(tabs[next]?.key ?? selected);
    buttons.current[next]?.focus();
  };
  return (
    <>
      <div role="tablist" aria-label={label} className={styles.tablist}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.key}`}
            aria-controls={`${base}-panel-${tab.key}`}
            aria-selected={tab.key === selected}
            tabIndex={tab.key === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(tab.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${base}-panel-${tab.key}`}
          aria-labelledby={`${base}-tab-${tab.key}`}
          hidden={tab.key !== selected}
          className={styles.panel}
        >
          {tab.key === selected ? tab.panel : null}
        </div>
      ))}
    </>
  );
}
