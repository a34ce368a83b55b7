import { box } from './box.js';
import type { Box } from './types.js';

type Span = readonly [number, number];

/** Four square legs under a table top spanning xs × zs. */
function legs(material: string, xs: Span, zs: Span, height: number, size = 0.05): Box[] {
  const [x0, x1] = xs;
  const [z0, z1] = zs;
  return [
    [x0, z0],
    [x1 - size, z0],
    [x0, z1 - size],
    [x1 - size, z1 - size],
  ].map(([x = 0, z = 0]) => box(material, [x, x + size], [0, height], [z, z + size]));
}

/** A chair: seat, legs and a back on the side given by `backAt` (a z coordinate). */
function chair(x0: number, z0: number, backAt: 'z0' | 'z1'): Box[] {
  const xs: Span = [x0, x0 + 0.42];
  const zs: Span = [z0, z0 + 0.42];
  const back: Span = backAt === 'z0' ? [z0, z0 + 0.04] : [z0 + 0.38, z0 + 0.42];
  return [
    box('birch', xs, [0.42, 0.46], zs),
    ...legs('walnut', xs, zs, 0.42, 0.035),
    box('birch', xs, [0.46, 0.86], back),
  ];
}

const living: Box[] = [
  box('rug', [0.5, 3.2], [0, 0.012], [1.9, 4.3]),
  box('sofa', [0.6, 3.0], [0.08, 0.42], [3.5, 4.44]),
  box('sofa', [0.6, 3.0], [0.08, 0.86], [4.16, 4.44]),
  box('sofa', [0.6, 0.8], [0.08, 0.62], [3.5, 4.44]),
  box('sofa', [2.8, 3.0], [0.08, 0.62], [3.5, 4.44]),
  box('walnut', [0.62, 2.98], [0, 0.08], [3.55, 4.4]),
  box('cushion', [0.9, 1.35], [0.42, 0.78], [3.98, 4.16]),
  box('cushion', [2.3, 2.75], [0.42, 0.78], [3.98, 4.16]),
  box('walnut', [1.2, 2.4], [0.36, 0.41], [2.5, 3.1]),
  ...legs('walnut', [1.22, 2.38], [2.52, 3.08], 0.36),
  box('sofa', [0.25, 1.05], [0.08, 0.42], [1.15, 1.95]),
  box('sofa', [0.25, 0.45], [0.08, 0.85], [1.15, 1.95]),
  box('birch', [3.9, 5.3], [0.72, 0.76], [0.9, 1.9]),
  ...legs('birch', [3.92, 5.28], [0.92, 1.88], 0.72),
  ...chair(4.1, 0.42, 'z0'),
  ...chair(4.75, 0.42, 'z0'),
  ...chair(4.1, 1.98, 'z1'),
  ...chair(4.75, 1.98, 'z1'),
  box('walnut', [3.3, 4.6], [0, 2.0], [4.1, 4.44]),
  box('terracotta', [0.3, 0.6], [0, 0.4], [0.35, 0.65]),
  box('leaf', [0.22, 0.68], [0.4, 1.35], [0.27, 0.73]),
  box('door', [5.84, 5.88], [0, 2.08], [3.56, 4.44]),
];

const kitchen: Box[] = [
  box('cabinet', [6.06, 9.85], [0.1, 0.86], [0.15, 0.75]),
  box('worktop', [6.06, 9.85], [0.86, 0.9], [0.15, 0.78]),
  box('cabinet', [9.25, 9.85], [0.1, 0.86], [0.75, 1.8]),
  box('worktop', [9.22, 9.85], [0.86, 0.9], [0.75, 1.8]),
  box('charcoal', [6.06, 9.85], [0, 0.1], [0.2, 0.72]),
  box('charcoal', [9.28, 9.85], [0, 0.1], [0.72, 1.8]),
  box('cabinet', [6.06, 7.0], [1.45, 2.3], [0.15, 0.5]),
  box('cabinet', [9.0, 9.85], [1.45, 2.3], [0.15, 0.5]),
  box('steel', [6.06, 6.8], [0, 2.05], [3.7, 4.44]),
  box('cabinet', [7.3, 8.7], [0.1, 0.86], [2.1, 2.8]),
  box('charcoal', [7.35, 8.65], [0, 0.1], [2.15, 2.75]),
  box('worktop', [7.2, 8.8], [0.86, 0.92], [2.0, 3.0]),
  box('birch', [7.5, 7.85], [0.62, 0.66], [3.1, 3.45]),
  box('walnut', [7.64, 7.71], [0, 0.62], [3.24, 3.31]),
  box('birch', [8.15, 8.5], [0.62, 0.66], [3.1, 3.45]),
  box('walnut', [8.29, 8.36], [0, 0.62], [3.24, 3.31]),
];

const bedroom: Box[] = [
  box('rug', [0.9, 3.5], [0, 0.012], [5.9, 7.4]),
  box('walnut', [1.4, 3.0], [0.05, 0.32], [4.56, 6.65]),
  box('linen', [1.43, 2.97], [0.32, 0.55], [4.66, 6.62]),
  box('duvet', [1.38, 3.02], [0.3, 0.6], [5.35, 6.68]),
  box('linen', [1.55, 2.15], [0.55, 0.7], [4.7, 5.05]),
  box('linen', [2.25, 2.85], [0.55, 0.7], [4.7, 5.05]),
  box('headboard', [1.35, 3.05], [0, 1.15], [4.56, 4.68]),
  box('birch', [0.85, 1.3], [0, 0.5], [4.56, 5.0]),
  box('birch', [3.1, 3.55], [0, 0.5], [4.56, 5.0]),
  box('lacquer', [3.85, 4.44], [0, 2.25], [6.3, 7.85]),
  box('door', [3.55, 4.44], [0, 2.08], [5.11, 5.15]),
];

const bathroom: Box[] = [
  box('bath-tiles', [6.56, 9.85], [0, 1.25], [4.56, 4.58]),
  box('bath-tiles', [6.56, 9.85], [0, 1.25], [7.83, 7.85]),
  box('bath-tiles', [9.83, 9.85], [0, 1.25], [4.56, 7.85]),
  box('porcelain', [7.4, 9.85], [0, 0.56], [7.08, 7.85]),
  box('walnut', [7.0, 8.2], [0.25, 0.82], [4.58, 5.1]),
  box('porcelain', [6.98, 8.22], [0.82, 0.88], [4.58, 5.12]),
  box('mirror', [7.05, 8.15], [1.25, 1.95], [4.58, 4.6]),
  box('porcelain', [9.62, 9.83], [0.4, 0.8], [5.2, 5.62]),
  box('porcelain', [9.3, 9.83], [0, 0.42], [5.24, 5.58]),
  box('steel', [6.58, 6.62], [0.3, 1.5], [7.0, 7.6]),
  box('door', [6.56, 7.45], [0, 2.08], [6.05, 6.09]),
];

const hallway: Box[] = [
  box('birch', [6.02, 6.44], [0.1, 0.9], [6.4, 7.6]),
  box('charcoal', [6.05, 6.42], [0, 0.1], [6.45, 7.55]),
  box('walnut', [4.56, 4.95], [0, 0.45], [6.4, 7.6]),
  box('mirror', [4.56, 4.58], [1.0, 1.9], [6.6, 7.4]),
  box('front-door', [5.0, 6.0], [0, 2.1], [7.9, 7.96]),
];

/** Every furniture block of the apartment. */
export const FURNITURE: readonly Box[] = [...living, ...kitchen, ...bedroom, ...bathroom, ...hallway];
