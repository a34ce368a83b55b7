import type { Quad } from '../geometry/tile-quad.js';
import { WebGLUnavailableError } from '../errors.js';
import { createProgram, type GlProgram } from './gl-program.js';
import { clipToView, type Vertex } from './view-clip.js';

/** A texture's sub-rectangle, in texture coordinates. */
export interface UvRect {
  u0: number;
  v0: number;
  u1: number;
  v1: number;
}

/** An image WebGL can upload. */
export type TexImage = ImageBitmap | HTMLImageElement | HTMLCanvasElement;

/**
 * The one WebGL context of a viewer and the few calls the engine makes on it. Counts
 * what it does (frames, draw calls, live textures) so tests and the bench can check that
 * idle means no work and memory stays bounded.
 */
export class GlStage {
  readonly #gl: WebGLRenderingContext;
  readonly #canvas: HTMLCanvasElement;
  #program: GlProgram | null = null;
  /** A quad cut by the near plane and the screen's four sides has up to nine corners, five numbers each. */
  readonly #vertices = new Float32Array(45);
  drawCalls = 0;
  textures = 0;

  /**
   * `firstFrameScale`: the share of the device resolution, on each side, that the first frame
   * will be drawn at (see `ScenePainter`); the drawing buffer starts at that size.
   */
  constructor(canvas: HTMLCanvasElement, firstFrameScale = 1) {
    this.#canvas = canvas;
    // The drawing buffer at the first room's size from the start, so the warm-up's frame is that
    // size: a new size would make the browser set the canvas up again at that room. Sized before
    // the context exists, the browser allocates it once.
    this.#size(canvas.clientWidth, canvas.clientHeight, (window.devicePixelRatio || 1) * firstFrameScale);
    const gl = canvas.getContext('webgl', { alpha: false, antialias: false, depth: false, stencil: false });
    if (!gl) throw new WebGLUnavailableError();
    this.#gl = gl;
    this.restore();
  }

  /** (Re)creates the program; called at start and after the context comes back. */
  restore(): void {
    this.forgetTextures();
    this.#program = createProgram(this.#gl);
    this.#warmUp();
  }

  /**
   * Draws a few black pixels the way every frame draws, and sends them to the GPU at once.
   * Drivers, and above all software rendering, build a draw's pipeline at its first draw, not
   * at link, and the browser sets the canvas up for its first frame: in the engine bench
   * (SwiftShader) the first room's frame showed some 100 ms after its draw. Drawn here, at the
   * first frame's size, that work overlaps the decoding of the room's preview, and the room
   * showed some 40 ms after its draw.
   */
  #warmUp(): void {
    const gl = this.#gl;
    gl.viewport(0, 0, this.#canvas.width, this.#canvas.height);
    const texture = this.#texture((gl) =>
      gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGB, 1, 1, 0, gl.RGB, gl.UNSIGNED_BYTE, new Uint8Array(3)),
    );
    if (!texture) return;
    const corner = 1 / 256;
    const quad: Quad = [
      [-corner, corner, 0.5],
      [corner, corner, 0.5],
      [-corner, -corner, 0.5],
      [corner, -corner, 0.5],
    ];
    // Made here, not at module level: a module-level constructor call is a side effect that
    // keeps this module (and the engine with it) in bundles that import only `markTimings`.
    const identity = new Float32Array([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]);
    this.drawQuad(texture, quad, { u0: 0, v0: 0, u1: 1, v1: 1 }, identity, 1);
    this.drawCalls -= 1;
    this.flush();
    this.deleteTexture(texture);
  }

  /** Zeroes the texture count: a lost context has freed every texture without telling us. */
  forgetTextures(): void {
    this.textures = 0;
  }

  /** Whether the context is lost now (nothing can be drawn or uploaded). */
  get lost(): boolean {
    return this.#gl.isContextLost();
  }

  /** Uploads an image as a texture with clamped, linear, mip-free sampling. */
  createTexture(image: TexImage): WebGLTexture | null {
    return this.#texture((gl) => gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGB, gl.RGB, gl.UNSIGNED_BYTE, image));
  }

  /** Uploads RGBA bytes (not premultiplied), `width` × `height`, sampled as {@link createTexture}'s. */
  createDataTexture(width: number, height: number, rgba: Uint8Array): WebGLTexture | null {
    return this.#texture((gl) =>
      gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, width, height, 0, gl.RGBA, gl.UNSIGNED_BYTE, rgba),
    );
  }

  #texture(upload: (gl: WebGLRenderingContext) => void): WebGLTexture | null {
    const gl = this.#gl;
    const texture = gl.createTexture();
    if (!texture) return null;
    gl.bindTexture(gl.TEXTURE_2D, texture);
    upload(gl);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.LINEAR);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE);
    this.textures += 1;
    return texture;
  }

  /** Frees a texture. */
  deleteTexture(texture: WebGLTexture): void {
    this.#gl.deleteTexture(texture);
    this.textures -= 1;
  }

  /**
   * Sizes the drawing buffer to the element at `dpr` buffer pixels a CSS pixel (the device's,
   * or fewer for a frame with nothing finer to show) and clears it.
   */
  begin(cssWidth: number, cssHeight: number, dpr: number): void {
    const { w, h } = this.#size(cssWidth, cssHeight, dpr);
    this.#gl.viewport(0, 0, w, h);
    this.#gl.clearColor(0, 0, 0, 1);
    this.#gl.clear(this.#gl.COLOR_BUFFER_BIT);
  }

  /** Sizes the drawing buffer to `cssWidth` × `cssHeight` CSS px at `dpr` buffer pixels a CSS pixel. */
  #size(cssWidth: number, cssHeight: number, dpr: number): { w: number; h: number } {
    const w = Math.max(1, Math.round(cssWidth * dpr));
    const h = Math.max(1, Math.round(cssHeight * dpr));
    if (this.#canvas.width !== w || this.#canvas.height !== h) {
      this.#canvas.width = w;
      this.#canvas.height = h;
    }
    return { w, h };
  }

  /**
   * Draws one textured quad (corners in strip order) with the clip matrix and opacity, cut to the
   * view; `blend` also for a texture with an alpha channel of its own.
   */
  drawQuad(
    texture: WebGLTexture,
    quad: Quad,
    uv: UvRect,
    matrix: Float32Array,
    alpha: number,
    blend = alpha < 1,
  ): void {
    const gl = this.#gl;
    const program = this.#program;
    const vertices = this.#vertices;
    if (!program) return;
    const fan = clipToView(fanOf(quad, uv), matrix);
    if (fan.length < 3) return;
    fan.forEach((vertex, i) => vertices.set(vertex, i * 5));
    gl.bufferData(gl.ARRAY_BUFFER, vertices.subarray(0, fan.length * 5), gl.STREAM_DRAW);
    gl.uniformMatrix4fv(program.matrix, false, matrix);
    gl.uniform1f(program.alpha, alpha);
    // Blending costs fill rate (a lot under software rendering); only fades need it.
    if (blend) gl.enable(gl.BLEND);
    else gl.disable(gl.BLEND);
    gl.bindTexture(gl.TEXTURE_2D, texture);
    gl.drawArrays(gl.TRIANGLE_FAN, 0, fan.length);
    this.drawCalls += 1;
  }

  /**
   * Sends the frame's commands to the GPU now. Left to itself, Chromium sends them only when
   * the compositor asks for the canvas, after the page's own paint: in the engine bench
   * (SwiftShader) the first room's frame waited there some 30 ms before the GPU began on it.
   */
  flush(): void {
    this.#gl.flush();
  }

  /** Frees the program and gives the context back to the browser. */
  destroy(): void {
    const gl = this.#gl;
    const program = this.#program;
    if (program) {
      gl.deleteBuffer(program.buffer);
      gl.deleteProgram(program.program);
    }
    this.#program = null;
    gl.getExtension('WEBGL_lose_context')?.loseContext();
  }
}

/** A quad's corners (strip order) with their texture coordinates, in fan order. */
function fanOf([tl, tr, bl, br]: Quad, uv: UvRect): Vertex[] {
  return [
    [...tl, uv.u0, uv.v0],
    [...tr, uv.u1, uv.v0],
    [...br, uv.u1, uv.v1],
    [...bl, uv.u0, uv.v1],
  ];
}
