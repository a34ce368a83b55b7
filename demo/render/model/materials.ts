import { linearFromHex } from './color.js';
import type { Material, Pattern } from './types.js';

const material = (hex: string, pattern: Pattern = 'plain'): Material => ({
  albedo: linearFromHex(hex),
  pattern,
});

/** Every material of the apartment, by name; boxes refer to these names. */
export const MATERIALS: Readonly<Record<string, Material>> = {
  wall: material('#ece8e1'),
  ceiling: material('#f3f2ef'),
  oak: material('#b7936a', 'planks'),
  stone: material('#cfcbc4', 'tiles'),
  'bath-tiles': material('#e4e7e8', 'small-tiles'),
  sofa: material('#66727e', 'fabric'),
  cushion: material('#cdb892', 'fabric'),
  rug: material('#d9d2c5', 'fabric'),
  walnut: material('#5d4433'),
  birch: material('#cfae84'),
  lacquer: material('#eeeeea'),
  worktop: material('#3d3d40'),
  cabinet: material('#d7dcd8'),
  steel: material('#b4b8bb'),
  linen: material('#f1eee7', 'fabric'),
  duvet: material('#9fb1c2', 'fabric'),
  headboard: material('#8b7a69', 'fabric'),
  leaf: material('#4d7536'),
  terracotta: material('#a86a4a'),
  porcelain: material('#f4f4f2'),
  mirror: material('#c4d0d6'),
  door: material('#f2f0eb'),
  'front-door': material('#6b5545'),
  charcoal: material('#2b2b2d'),
};
