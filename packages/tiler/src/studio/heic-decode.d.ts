/** The part of `heic-decode` (libheif compiled to WebAssembly) the tiler uses; it ships no types. */
declare module 'heic-decode' {
  /** Decodes a HEIC file's image, transformations (rotation, mirroring) applied, to RGBA pixels. */
  export default function decode(input: {
    buffer: Uint8Array;
  }): Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
}
