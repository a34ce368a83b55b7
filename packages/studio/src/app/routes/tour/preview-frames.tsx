import { useEffect, useRef, useState } from 'react';
import styles from './preview-frames.module.css';

/** The sizes a preview is shown at: a common phone and a laptop screen, in CSS pixels. */
export const PREVIEW_SIZES = {
  phone: { label: 'Phone', width: 375, height: 812 },
  desktop: { label: 'Desktop', width: 1280, height: 800 },
} as const;

/** Which frames are shown. */
export type PreviewShown = 'both' | keyof typeof PREVIEW_SIZES;

const GAP_PX = 16;

/** The width of an element, followed as it changes (the panel narrows with the window). */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * The preview page in real-size frames, scaled down together (one factor, so phone and desktop
 * keep their true proportions) to fit the panel's width: the page lays itself out at the
 * frame's size, exactly as on that screen, and a CSS transform only shrinks what it drew.
 */
export function PreviewFrames({ url, code, shown }: { url: string; code: string; shown: PreviewShown }) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const sizes = shown === 'both' ? [PREVIEW_SIZES.phone, PREVIEW_SIZES.desktop] : [PREVIEW_SIZES[shown]];
  const total = sizes.reduce((sum, s) => sum + s.width, 0) + GAP_PX * (sizes.length - 1);
  const scale = width > 0 ? Math.min(1, (width - 1) / total) : 0;
  return (
    <div ref={ref} className={styles.frames}>
      {scale > 0
        ? sizes.map((size) => (
            <figure key={size.label} className={styles.frame} style={{ width: size.width * scale }}>
              <figcaption>
                {size.label} ({size.width}×{size.height}) ·{' '}
                <a href={url} target="_blank" rel="noopener">
                  Open in a new tab
                </a>
              </figcaption>
              <div
                className={styles.viewport}
                style={{ width: size.width * scale, height: size.height * scale }}
              >
                <iframe
                  src={url}
                  title={`Preview of ${code} at ${size.label.toLowerCase()} size`}
                  width={size.width}
                  height={size.height}
                  style={{ transform: `scale(${scale})` }}
                  allow="fullscreen; gyroscope; accelerometer"
                />
              </div>
            </figure>
          ))
        : null}
    </div>
  );
}
