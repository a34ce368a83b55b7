import { FACES, resolveMediaUrl, tileUrl, type CubePanorama } from '@tourview/schema';
import { covers, Holes, overlap, partOf, type FaceRect } from '../geometry/coverage.js';
import { chooseLevel } from '../geometry/levels.js';
import { faceQuad, tileUv } from '../geometry/tile-quad.js';
import { visibleTiles, type VisibleTile } from '../geometry/visible-tiles.js';
import type { GlStage, UvRect } from '../render/gl-stage.js';
import type { FetchMode } from '../source/fetch-mode.js';
import type { TextureCache, WantedTexture } from '../texture/texture-cache.js';
import type { Camera } from '../view/projection.js';

/** The whole of a face or a texture. */
const FULL = { u0: 0, v0: 0, u1: 1, v1: 1 };

/** Where the current view's tiles stand. */
export interface TileProgress {
  /** Tiles of the level the view needs that are settled (drawn or failed for good). */
  loaded: number;
  total: number;
  /** Every tile of the needed level is drawn. */
  sharp: boolean;
  /** Wherever the needed level is not drawn yet, the level below it is (half its resolution). */
  halfSharp: boolean;
}

/**
 * Request priorities, lowest first: the next lower level's few tiles, then the needed level,
 * then tiles beyond the view; within each, nearest the view's centre first (distances are
 * angles, below π).
 */
const PRIORITY = { coarser: 0, needed: 4, beyond: 8 };
/** How much wider than the view the tiles fetched beyond it reach. */
const BEYOND_SCALE = 1.5;

/**
 * One scene on screen: its preview texture (all six faces) and the tiles of every level up to
 * the one that matches the screen, each part of the view drawn from the finest of them that is
 * on the GPU there.
 */
export class SceneLayer {
  #preview: WebGLTexture | null = null;
  /** The decoded preview, kept so a restored WebGL context can re-upload it offline. */
  #previewImage: ImageBitmap | null = null;
  /** Face size of the preview held: the inline one's until the full preview replaces it. */
  #previewFaceSize: number;
  /** The preview held is the panorama's inline one and the full preview is still to come. */
  #provisional = false;
  /** A frame of this scene has shown a tile (see {@link showsOnlyInlinePreview}). */
  #showedFiner = false;
  #visible: VisibleTile[][] = [];
  /** URLs of the visible tiles of the level the view needs. */
  #needed: string[] = [];
  readonly #panorama: CubePanorama;
  readonly #baseUrl: string;

  constructor(
    readonly id: string,
    panorama: CubePanorama,
    baseUrl: string,
  ) {
    this.#panorama = panorama;
    this.#baseUrl = baseUrl;
    this.#previewFaceSize = panorama.preview.faceSize;
  }

  /** The panorama's inline preview, if it carries one. */
  get inlinePreview(): CubePanorama['preview']['inline'] {
    return this.#panorama.preview.inline;
  }

  /** Whether the preview held is the inline one, waiting for the full preview. */
  get provisional(): boolean {
    return this.#provisional;
  }

  /**
   * Holds a decoded preview to draw; `inlineFaceSize` when it is the inline preview, which
   * {@link replacePreview} later swaps for the full one.
   */
  holdPreview(image: ImageBitmap, inlineFaceSize?: number): void {
    this.#previewImage = image;
    this.#provisional = inlineFaceSize !== undefined;
    this.#previewFaceSize = inlineFaceSize ?? this.#panorama.preview.faceSize;
  }

  /** Swaps the inline preview for the full one, freeing the inline one's texture and image. */
  replacePreview(stage: GlStage, image: ImageBitmap): void {
    this.release(stage);
    this.holdPreview(image);
    this.ensurePreview(stage);
  }

  /** The preview image's absolute URL. */
  get previewUrl(): string {
    return resolveMediaUrl(this.#baseUrl, this.#panorama.preview.url);
  }

  #url(tile: VisibleTile): string {
    return resolveMediaUrl(this.#baseUrl, tileUrl(this.#panorama.tileUrl, tile));
  }

  /**
   * Works out which tiles the camera sees and returns the ones to load (see {@link PRIORITY}):
   * the needed level's; unless `mode` is `economy`, the next lower level's where the needed
   * level has holes; when `generous` and the view is sharp, the needed level's just beyond it.
   */
  update(cam: Camera, fov: number, dpr: number, mode: FetchMode, cache: TextureCache): WantedTexture[] {
    const levels = this.#panorama.levels;
    const target = chooseLevel(levels, fov, cam.height, dpr);
    this.#visible = levels.slice(0, target + 1).map((_, z) => visibleTiles(cam, levels, z));
    const needed = this.#visible[target] ?? [];
    this.#needed = needed.map((tile) => this.#url(tile));
    // In priority order: the load pool starts the first few as soon as they are asked for.
    const wanted: WantedTexture[] = [];
    if (mode !== 'economy') {
      const holes = this.#holes(cache);
      const coarser = (this.#visible[target - 1] ?? []).filter((tile) =>
        holes.showThrough(this.#rectOf(tile)),
      );
      wanted.push(...coarser.map((tile) => this.#wanted(tile, PRIORITY.coarser)));
    }
    wanted.push(...needed.map((tile) => this.#wanted(tile, PRIORITY.needed)));
    if (mode === 'generous' && this.#needed.every((url) => cache.has(url))) {
      const wide = { ...cam, tanX: cam.tanX * BEYOND_SCALE, tanY: cam.tanY * BEYOND_SCALE };
      const seen = new Set(this.#needed);
      const beyond = visibleTiles(wide, levels, target).filter((tile) => !seen.has(this.#url(tile)));
      wanted.push(...beyond.map((tile) => this.#wanted(tile, PRIORITY.beyond)));
    }
    return wanted;
  }

  #wanted(tile: VisibleTile, offset: number): WantedTexture {
    return { url: this.#url(tile), priority: offset + tile.distance };
  }

  /** Where the needed level's tiles are not on the GPU yet. */
  #holes(cache: TextureCache): Holes {
    const target = this.#visible.length - 1;
    return new Holes(
      (this.#visible[target] ?? [])
        .filter((tile) => !cache.has(this.#url(tile)))
        .map((tile) => this.#rectOf(tile)),
    );
  }

  /** How far the needed level's tiles are: settled, all drawn, or drawn or covered by the level below. */
  progress(cache: TextureCache): TileProgress {
    const loaded = this.#needed.filter((url) => cache.settled(url)).length;
    const sharp = this.#needed.every((url) => cache.has(url));
    const holes = this.#holes(cache);
    const coarser = this.#visible[this.#visible.length - 2];
    const halfSharp =
      sharp ||
      (coarser !== undefined &&
        coarser.every((tile) => cache.has(this.#url(tile)) || !holes.showThrough(this.#rectOf(tile))));
    return { loaded, total: this.#needed.length, sharp, halfSharp };
  }

  /**
   * Whether this frame, and every frame of the scene before it, shows nothing finer than the
   * inline preview: none of the tiles seen is on the GPU. Once a frame showed more, the answer
   * stays no, so a view turned toward parts without tiles yet does not resize the drawing
   * buffer back and forth.
   */
  showsOnlyInlinePreview(cache: TextureCache): boolean {
    if (this.#showedFiner || !this.#provisional) return false;
    this.#showedFiner = this.#visible.some((tiles) => tiles.some((tile) => cache.has(this.#url(tile))));
    return !this.#showedFiner;
  }

  /** Whether the preview is on the GPU, i.e. the scene can be drawn. */
  get drawable(): boolean {
    return this.#preview !== null;
  }

  /** Uploads the preview if it is decoded but not on the GPU (first time or after a restore). */
  ensurePreview(stage: GlStage): void {
    if (!this.#preview && this.#previewImage && !stage.lost)
      this.#preview = stage.createTexture(this.#previewImage);
  }

  /** Forgets the preview texture without deleting it (the lost context took it). */
  forgetPreview(): void {
    this.#preview = null;
  }

  /** Frees the preview texture and image. */
  release(stage: GlStage): void {
    if (this.#preview) stage.deleteTexture(this.#preview);
    this.#preview = null;
    this.#previewImage?.close();
    this.#previewImage = null;
  }

  /**
   * Fills each visible tile of the level the view needs once: with its own texture, else from
   * the finest coarser level whose tiles over it are all on the GPU (their parts over it), else
   * with its part of the preview (a whole face where nothing finer is in yet). Under software
   * rendering a frame's cost is its pixels times the layers drawn over them; drawn coarse to
   * fine, a frame while the tiles came in drew two or three.
   */
  draw(stage: GlStage, cache: TextureCache, matrix: Float32Array, alpha: number): void {
    // Each tile's rectangle and URL once a frame: every needed tile looks through the levels.
    const levels = this.#visible.map((tiles) =>
      tiles.map((tile) => ({ rect: this.#rectOf(tile), url: this.#url(tile) })),
    );
    const fills = (levels[levels.length - 1] ?? []).map(({ rect, url }) => {
      const own = cache.texture(url);
      return {
        rect,
        parts: own ? [{ texture: own, over: rect, uv: FULL }] : this.#partsOver(rect, levels, cache),
      };
    });
    for (const face of FACES) {
      const onFace = fills.filter((fill) => fill.rect.face === face);
      if (onFace.length === 0) continue;
      if (this.#preview && onFace.every((fill) => !fill.parts)) {
        this.#drawPreview(stage, this.#preview, { face, ...FULL }, matrix, alpha);
        continue;
      }
      for (const { rect, parts } of onFace) {
        if (!parts) {
          if (this.#preview) this.#drawPreview(stage, this.#preview, rect, matrix, alpha);
          continue;
        }
        for (const { texture, over, uv } of parts)
          stage.drawQuad(texture, faceQuad(face, over.u0, over.v0, over.u1, over.v1), uv, matrix, alpha);
      }
    }
  }

  /**
   * The textures that fill a rectangle of the needed level whose own tile is not on the GPU:
   * the parts over it of the finest coarser level's tiles, if all of those are (where levels
   * nest, as the tiler makes them, one tile holds it); null when no level's are.
   */
  #partsOver(
    rect: FaceRect,
    levels: readonly { rect: FaceRect; url: string }[][],
    cache: TextureCache,
  ): { texture: WebGLTexture; over: FaceRect; uv: UvRect }[] | null {
    for (let z = levels.length - 2; z >= 0; z--) {
      const parts = (levels[z] ?? []).flatMap((tile) => {
        const over = overlap(tile.rect, rect);
        return over ? [{ texture: cache.texture(tile.url), over, uv: partOf(tile.rect, over) }] : [];
      });
      const covered = parts.map((part) => part.over);
      if (parts.length === 0 || !covers(covered, rect)) continue;
      const onGpu = parts.flatMap(({ texture, over, uv }) => (texture ? [{ texture, over, uv }] : []));
      if (onGpu.length === parts.length) return onGpu;
    }
    return null;
  }

  #rectOf(tile: VisibleTile): FaceRect {
    const level = this.#panorama.levels[tile.z];
    return { face: tile.face, ...(level ? tileUv(level, tile.x, tile.y) : FULL) };
  }

  /** Draws the preview over a rectangle of one face. */
  #drawPreview(
    stage: GlStage,
    texture: WebGLTexture,
    rect: FaceRect,
    matrix: Float32Array,
    alpha: number,
  ): void {
    // Half a texel in from each face's edge so linear filtering never samples the next face.
    const inset = 0.5 / this.#previewFaceSize;
    const at = (t: number) => inset + t * (1 - 2 * inset);
    const i = FACES.indexOf(rect.face);
    const uv = { u0: at(rect.u0), u1: at(rect.u1), v0: (i + at(rect.v0)) / 6, v1: (i + at(rect.v1)) / 6 };
    stage.drawQuad(texture, faceQuad(rect.face, rect.u0, rect.v0, rect.u1, rect.v1), uv, matrix, alpha);
  }
}
