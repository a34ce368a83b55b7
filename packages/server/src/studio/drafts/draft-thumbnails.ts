import { writeFile } from 'node:fs/promises';
import type { DraftFile, SourceStore } from '@tourview/storage';
import { ProblemError } from '../../http/problems.js';
import type { StudioRouteOptions } from '../routes/options.js';
import { DraftRenderCache } from './draft-render-cache.js';

/** A draft image whose thumbnail is asked for: a panorama, a plan or a photo. */
export type ThumbnailFile = DraftFile & { kind: 'panorama' | 'image' | 'plan' };

/**
 * The draft's image files with the bytes `sha256`, those with a recorded thumbnail first;
 * `not_found` when the draft has none (the bytes are a video's, or not this draft's).
 */
export async function draftImagesWith(
  options: StudioRouteOptions,
  params: { tourCode: string; sha256: string },
): Promise<[ThumbnailFile, ...ThumbnailFile[]]> {
  const draft = await options.storage.getDraft(params.tourCode);
  const images = (draft?.files ?? []).filter(
    (f): f is ThumbnailFile => f.sha256 === params.sha256 && f.kind !== 'video',
  );
  const [first, ...rest] = images.sort((a, b) => Number(!a.thumbnail) - Number(!b.thumbnail));
  if (!first) throw new ProblemError('not_found');
  return [first, ...rest];
}

/** A thumbnail made on request, and where it was stored (`null` when storing it failed). */
export interface MadeThumbnail {
  webp: Buffer;
  stored: string | null;
}

/**
 * Makes thumbnails on request for files inspected before thumbnails existed, keeps the last
 * `keep` in memory and puts each into the source store, where every instance finds it once the
 * draft records it. A panorama's differs from a plan's or a photo's, hence one cache for each.
 */
export function thumbnailMakers(sources: SourceStore, keep: number) {
  const maker = (kind: 'panorama' | 'image') =>
    new DraftRenderCache<MadeThumbnail>(
      sources,
      async (file) => {
        const webp = await (await import('@tourview/tiler')).renderDraftThumbnail(file, kind);
        await writeFile(`${file}.webp`, webp);
        // A thumbnail that cannot be stored is still shown; the next instance makes its own.
        const stored = await sources.put(`${file}.webp`).then(
          (put) => put.sha256,
          () => null,
        );
        return { webp, stored };
      },
      keep,
      'draft_thumbnail',
    );
  const made = { panorama: maker('panorama'), image: maker('image') };
  return (file: ThumbnailFile) => made[file.kind === 'panorama' ? 'panorama' : 'image'].of(file.sha256);
}
