import type { Readable } from 'node:stream';
import type { DraftCubePieces, Face } from '@tourview/schema';
import type { SourceStore } from '@tourview/storage';

/** A piece of a draft panorama's editing cube: its preview strip or one face. */
export type CubePiece = 'preview' | Face;

/**
 * The piece of an editing cube that inspection stored, streamed from the source store, or
 * `null` when there is none to stream: the file was inspected before cubes were stored, or the
 * piece is missing from the store.
 */
export async function storedCubePiece(
  sources: SourceStore,
  cube: DraftCubePieces | undefined,
  piece: CubePiece,
): Promise<{ body: Readable; bytes: number } | null> {
  if (!cube) return null;
  return storedPiece(sources, piece === 'preview' ? cube.preview : cube.faces[piece]);
}

/**
 * A file inspection stored beside a source (a cube piece, a thumbnail) streamed from the source
 * store, or `null` when there is none: never recorded, or missing from the store.
 */
export async function storedPiece(
  sources: SourceStore,
  sha256: string | undefined,
): Promise<{ body: Readable; bytes: number } | null> {
  if (!sha256) return null;
  const bytes = await sources.sizeOf(sha256);
  if (bytes === null || bytes === 0) return null;
  return { body: await sources.readRange(sha256, { start: 0, end: bytes - 1 }), bytes };
}
