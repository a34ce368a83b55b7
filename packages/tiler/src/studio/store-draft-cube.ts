import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FACES, type DraftCubePieces, type Face } from '@tourview/schema';
import type { SourceStore } from '@tourview/storage';
import { renderDraftCube } from './draft-cube.js';

/**
 * Renders the panorama `file`'s editing cube and puts its seven pieces into the source store,
 * where every server instance finds them by their SHA-256, with the north its GPano heading
 * gives; `folder` is scratch space for them.
 */
export async function storeDraftCube(
  file: string,
  folder: string,
  sources: SourceStore,
): Promise<DraftCubePieces> {
  const cube = await renderDraftCube(file);
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
