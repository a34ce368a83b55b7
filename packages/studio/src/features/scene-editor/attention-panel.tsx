import type { AnalyticsRange } from '@tourview/schema';
import { HEAT_STOPS, heatColour } from '@tourview/viewer';
import { useId } from 'react';
import { FormError } from '../../components/form-error.js';
import type { Attention } from './use-attention.js';
import styles from './attention.module.css';

/** The legend's gradient: the engine's own colours and opacities, cold to hot, over a mid grey as over a room. */
const GRADIENT = `linear-gradient(to right, ${HEAT_STOPS.map(({ at }) => {
  const [r, g, b, a] = heatColour(at);
  return `rgb(${r} ${g} ${b} / ${(a / 255).toFixed(2)}) ${at * 100}%`;
}).join(', ')}), #8a8a8a`;

/**
 * Beside the panorama while _Attention_ is on: the days it covers, how many look samples it
 * holds, and the legend of the heat drawn over the room.
 */
export function AttentionPanel({ attention, room }: { attention: Attention; room: string }) {
  const name = useId();
  const { range, setRange, map, error } = attention;
  const change = (key: keyof AnalyticsRange, value: string) => {
    if (value) setRange((r) => ({ ...r, [key]: value }));
  };
  return (
    <section className="stack" aria-labelledby={`${name}-title`}>
      <h2 id={`${name}-title`}>Attention</h2>
      <p className="muted">
        Where visitors of the published tour looked in {room}: the view’s direction once a second, in 5°
        cells, over the days below (UTC).
      </p>
      <div className={styles.range}>
        <div className="field">
          <label htmlFor={`${name}-from`}>From</label>
          <input
            id={`${name}-from`}
            type="date"
            value={range.from}
            max={range.to}
            onChange={(e) => change('from', e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${name}-to`}>To</label>
          <input
            id={`${name}-to`}
            type="date"
            value={range.to}
            min={range.from}
            onChange={(e) => change('to', e.target.value)}
          />
        </div>
      </div>
      <FormError error={error} />
      {!map ? null : map.samples === 0 ? (
        <p data-testid="attention-samples">
          No looks recorded in this room from {range.from} to {range.to}.
        </p>
      ) : (
        <figure className={styles.legend}>
          <div className={styles.ramp} style={{ background: GRADIENT }} aria-hidden="true" />
          <div className={styles.ends} aria-hidden="true">
            <span>fewer looks</span>
            <span>most looks</span>
          </div>
          <figcaption data-testid="attention-samples">
            {map.samples} look samples from {range.from} to {range.to}; the most looked-at cell is red, cells
            nobody looked at are clear.
          </figcaption>
        </figure>
      )}
    </section>
  );
}
