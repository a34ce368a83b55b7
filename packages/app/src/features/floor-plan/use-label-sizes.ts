import { useLayoutEffect, useRef, useState } from 'react';

/** A rendered label's size in CSS pixels. */
export interface LabelSize {
  width: number;
  height: number;
}

function same(a: readonly LabelSize[], b: readonly LabelSize[]): boolean {
  return a.length === b.length && a.every((s, i) => s.width === b[i]?.width && s.height === b[i]?.height);
}

/**
 * The sizes the labels really take (fonts and languages differ), measured whenever their
 * words change: `attach(i)` is the i-th label's ref.
 */
export function useLabelSizes(texts: readonly string[]): {
  sizes: readonly LabelSize[];
  attach: (i: number) => (el: HTMLElement | null) => void;
} {
  const elements = useRef<(HTMLElement | null)[]>([]);
  const [sizes, setSizes] = useState<readonly LabelSize[]>([]);
  const key = texts.join('\n');
  useLayoutEffect(() => {
    const measured = elements.current.map((el) => ({
      width: el?.offsetWidth ?? 0,
      height: el?.offsetHeight ?? 0,
    }));
    setSizes((old) => (same(old, measured) ? old : measured));
  }, [key]);
  const attach = (i: number) => (el: HTMLElement | null) => {
    elements.current[i] = el;
  };
  return { sizes, attach };
}
