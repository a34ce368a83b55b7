import type { AttentionMap } from '@tourview/schema';
import { LOOK_STEP_DEGREES } from '@tourview/schema';
import { useEffect, useRef } from 'react';
import styles from './analytics.module.css';

const COLUMNS = 360 / LOOK_STEP_DEGREES;
const ROWS = 180 / LOOK_STEP_DEGREES + 1;

/**
 * The attention map as an equirectangular heat image, one pixel per 5° cell (yaw -180° at the
 * left, pitch +90° at the top), transparent where nobody looked and from blue to red by share of
 * the busiest cell: the same layout as the panorama it belongs over.
 */
export function attentionPixels(map: AttentionMap): Uint8ClampedArray<ArrayBuffer> {
  const pixels = new Uint8ClampedArray(COLUMNS * ROWS * 4);
  const busiest = Math.max(1, ...map.cells.map((c) => c.count));
  for (const { yaw, pitch, count } of map.cells) {
    const x = Math.round((yaw + 180) / LOOK_STEP_DEGREES) % COLUMNS;
    const y = Math.round((90 - pitch) / LOOK_STEP_DEGREES);
    const heat = count / busiest;
    const at = (y * COLUMNS + x) * 4;
    pixels.set([Math.round(255 * heat), 64, Math.round(255 * (1 - heat)), Math.round(96 + 159 * heat)], at);
  }
  return pixels;
}

/** Where visitors looked in one room, as a heat image scaled up smoothly. */
export function AttentionGrid({ map }: { map: AttentionMap }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    context.putImageData(new ImageData(attentionPixels(map), COLUMNS, ROWS), 0, 0);
  }, [map]);
  return (
    <figure className={styles.attention}>
      <canvas
        ref={canvas}
        width={COLUMNS}
        height={ROWS}
        data-testid="attention-map"
        role="img"
        aria-label={`Attention map of ${map.room}: ${map.samples} look samples`}
      />
      <figcaption className="muted">
        {map.samples} look samples, one per second in view. Left edge: yaw −180°; top: straight up.
      </figcaption>
    </figure>
  );
}
