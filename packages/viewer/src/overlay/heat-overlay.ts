import type { GlStage } from '../render/gl-stage.js';
import { heatGrid, type HeatCell, type HeatGrid } from './heat-grid.js';

/**
 * The heat drawn over the panorama: its grid, and the texture made from it on the first frame
 * that needs it (again after a lost context).
 */
export class HeatOverlay {
  #grid: HeatGrid | null = null;
  #texture: WebGLTexture | null = null;

  /** Replaces the cells; `null` or no weight removes the overlay. */
  set(stage: GlStage, cells: readonly HeatCell[] | null): void {
    this.release(stage);
    this.#grid = cells ? heatGrid(cells) : null;
  }

  /** Whether there is anything to draw. */
  get shown(): boolean {
    return this.#grid !== null;
  }

  /** Draws the heat over what the frame drew so far, blended, with the frame's clip matrix. */
  draw(stage: GlStage, matrix: Float32Array): void {
    const grid = this.#grid;
    if (!grid) return;
    this.#texture ??= stage.createDataTexture(grid.width, grid.height, grid.texels);
    const texture = this.#texture;
    if (!texture) return;
    for (const { quad, uv } of grid.quads) stage.drawQuad(texture, quad, uv, matrix, 1, true);
  }

  /** The context was lost with the texture in it; the next frame makes it anew. */
  forget(): void {
    this.#texture = null;
  }

  /** Frees the texture. */
  release(stage: GlStage): void {
    if (this.#texture) stage.deleteTexture(this.#texture);
    this.#texture = null;
  }
}
