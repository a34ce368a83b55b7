import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FACES, type DraftCubePieces, type Face } from '@tourview/schema';
import type { SourceStore } from '@tourview/storage';
import type { DraftCube } from './draft-cube.js';

/**
 * Puts a rendered editing cube's seven pieces into the source store, where every server instance
 * finds them by their SHA-256, with the north its GPano heading gives; `folder` is scratch space
 * for them.
 */
export async function storeDraftCube(
  cube: DraftCube,
  folder: string,
  sources: SourceStore,
): Promise<DraftCubePieces> {
  await mkdir(folder, { recursive: true });
  const put = async (name: string, bytes: Buffer) => {
    const piece = join(folder, name);
    await writeFile(piece, bytes);
    return (await sources.put(piece)).sha256;
  };
  const faces = {} as Record<Face, string>;
  for (const face of FACES) faces[face] = await put(`${face}.webp`, cube.faces[face]);
  const north = cube.north === undefined ? {} : { north: cube.north };
  return { preview: await put('preview.webp', cube.preview), faces, ...north };
}
