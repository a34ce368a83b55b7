import { BLUR_EXTENT, MAX_BLUR_REGIONS, type BlurRegion, type BlurShape } from '@tourview/schema';
import { useId } from 'react';
import type { BlurLayerActions } from './blur-layer.js';
import styles from './blur.module.css';

const SHAPES: { shape: BlurShape; label: string }[] = [
  { shape: 'rect', label: 'Rectangle' },
  { shape: 'ellipse', label: 'Ellipse' },
];

/**
 * The blur tool beside the panorama: the shape new regions get, the scene's regions to select,
 * and the selected one's shape, size and delete button. Regions are baked into the published
 * tiles; the uploaded file stays as it was.
 */
export function BlurPanel({
  regions,
  selected,
  shape,
  onShape,
  actions,
}: {
  regions: readonly BlurRegion[];
  selected: number | null;
  shape: BlurShape;
  onShape: (shape: BlurShape) => void;
  actions: BlurLayerActions;
}) {
  const name = useId();
  const chosen = selected === null ? undefined : regions[selected];
  return (
    <section className="stack" aria-labelledby={`${name}-title`}>
      <h2 id={`${name}-title`}>Blur</h2>
      <p className="muted">
        Drag over a face, a name or a photo in the panorama to blur it. Publishing blurs it for good in
        everything visitors get; the uploaded file stays private and as it was.
        {regions.length >= MAX_BLUR_REGIONS ? ` A room holds at most ${MAX_BLUR_REGIONS} regions.` : ''}
      </p>
      <div className="field">
        <label htmlFor={`${name}-shape`}>Shape of new regions</label>
        <select id={`${name}-shape`} value={shape} onChange={(e) => onShape(e.target.value as BlurShape)}>
          {SHAPES.map((s) => (
            <option key={s.shape} value={s.shape}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      {regions.length > 0 ? (
        <ul className={styles.list} aria-label="Blur regions">
          {regions.map((r, i) => (
            <li key={i}>
              <button type="button" aria-pressed={selected === i} onClick={() => actions.select(i)}>
                Region {i + 1}: {r.shape === 'rect' ? 'rectangle' : 'ellipse'}, {Math.round(r.width)}° ×{' '}
                {Math.round(r.height)}°
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No region blurred in this room.</p>
      )}
      {chosen && selected !== null ? (
        <RegionFields index={selected} region={chosen} actions={actions} />
      ) : null}
    </section>
  );
}

function RegionFields({
  index,
  region,
  actions,
}: {
  index: number;
  region: BlurRegion;
  actions: BlurLayerActions;
}) {
  const id = useId();
  const change = (what: Partial<BlurRegion>) =>
    actions.change(index, what, `fields ${index} ${Object.keys(what).join()}`);
  return (
    <div className="stack" role="group" aria-label={`Region ${index + 1}`}>
      <label htmlFor={`${id}-shape`}>Shape</label>
      <select
        id={`${id}-shape`}
        value={region.shape}
        onChange={(e) => change({ shape: e.target.value as BlurShape })}
      >
        {SHAPES.map((s) => (
          <option key={s.shape} value={s.shape}>
            {s.label}
          </option>
        ))}
      </select>
      <div className={styles.sizes}>
        <label>
          Width (°){' '}
          <input
            type="number"
            min={BLUR_EXTENT.min}
            max={BLUR_EXTENT.maxWidth}
            value={region.width}
            onChange={(e) => e.target.value !== '' && change({ width: Number(e.target.value) })}
          />
        </label>
        <label>
          Height (°){' '}
          <input
            type="number"
            min={BLUR_EXTENT.min}
            max={BLUR_EXTENT.maxHeight}
            value={region.height}
            onChange={(e) => e.target.value !== '' && change({ height: Number(e.target.value) })}
          />
        </label>
      </div>
      <p className="muted">Arrow keys on the outline move it; Shift with an arrow resizes it.</p>
      <button type="button" onClick={() => actions.remove(index)}>
        Delete region {index + 1}
      </button>
    </div>
  );
}
