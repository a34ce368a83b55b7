import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DraftCubePieces, FaceProposal } from '@tourview/schema';
import { openSourceStore, type DraftFile, type FileProblem, type SourceStore } from '@tourview/storage';
import { TourError } from '../errors.js';
import type { StorageLocation } from '../import/import-tour.js';
import { withStorage } from '../commands/storage-session.js';
import type { FileKind } from '../validate/file-refs.js';
import { probeFile } from '../validate/probe-files.js';
import { proposeFaces } from '../faces/propose-faces.js';
import { renderDraftCube, type DraftCube } from './draft-cube.js';
import { storeDraftCube } from './store-draft-cube.js';
import type { ThumbnailKind } from './draft-thumbnail.js';
import { storeDraftThumbnail } from './store-draft-thumbnail.js';

/** Options of {@link inspectDraftFile}. */
export interface InspectOptions extends StorageLocation {
  /** The tour whose draft holds the file. */
  code: string;
  /** The draft file's name. */
  name: string;
  onProgress?: (progress: { fraction: number; message: string }) => void;
  /** Whether to look for faces on a panorama's cube (seconds of CPU each); default true. */
  faceProposals?: boolean;
}

/** What inspecting a draft file found; `problems` is empty when the file is usable as it is. */
export interface InspectResult {
  problems: FileProblem[];
  width?: number;
  height?: number;
  /** A usable panorama's editing cube, rendered into the source store. */
  cube?: DraftCubePieces;
  /** The SHA-256 of a usable image's thumbnail (WebP), rendered into the source store. */
  thumbnail?: string;
}

/** How the importer checks each kind: plans and photos are images, panoramas also placed on 2:1. */
const CHECKED_AS: Readonly<Record<DraftFile['kind'], FileKind>> = {
  panorama: 'panorama',
  image: 'image',
  plan: 'image',
  video: 'video',
};

/**
 * Checks an uploaded draft file with the importer's own checks (decodable to the end, pixel
 * limit, EXIF orientation, 2:1 or GPano placement, MP4 structure) and records what it found on
 * the draft file. A usable image's thumbnail and a usable panorama's editing cube are rendered
 * here too, in the job worker, so the studio's lists and the editor's first open of the scene
 * need not wait for them, and the faces found on the cube are proposed for blurring. Problems
 * read like the CLI's: `kitchen.jpg: 8000×2000 is not 2:1…`. Throws `tour_not_found` when the
 * tour has no draft or the draft no such file.
 */
export async function inspectDraftFile(options: InspectOptions): Promise<InspectResult> {
  const { code, name, onProgress } = options;
  return withStorage(options, async (storage) => {
    const file = (await storage.getDraft(code))?.files.find((f) => f.name === name);
    if (!file) throw new TourError('tour_not_found', `The draft of "${code}" has no file "${name}".`);
    const folder = await mkdtemp(join(tmpdir(), 'tourview-inspect-'));
    try {
      const found = await inspectCopy(options, file, folder);
      await storage.setDraftFileInspection(code, name, file.sha256, found);
      onProgress?.({ fraction: 1, message: `Checked ${name}` });
      return found;
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
}

/**
 * Fetches the file into `folder` and checks it, rendering a usable image's thumbnail and a
 * usable panorama's editing cube.
 */
async function inspectCopy(options: InspectOptions, file: DraftFile, folder: string): Promise<InspectResult> {
  const { name, onProgress, faceProposals: lookForFaces = true } = options;
  onProgress?.({ fraction: 0, message: `Fetching ${name}` });
  const sources = openSourceStore(options);
  await sources.copyTo(file.sha256, join(folder, name));
  onProgress?.({ fraction: 0.5, message: `Checking ${name}` });
  const probe = await probeFile(folder, name, CHECKED_AS[file.kind]);
  const found: InspectResult = probe.ok
    ? { problems: [], ...(probe.image ?? {}) }
    : { problems: [{ code: probe.code, message: probe.problem }] };
  if (probe.ok && file.kind !== 'video') {
    onProgress?.({ fraction: 0.55, message: `Making the thumbnail of ${name}` });
    const thumbnail = await thumbnailOf(join(folder, name), file.kind, sources);
    if (thumbnail) found.thumbnail = thumbnail;
    else onProgress?.({ fraction: 0.6, message: `The thumbnail of ${name} is made when first shown` });
  }
  if (probe.ok && file.kind === 'panorama') {
    onProgress?.({ fraction: 0.6, message: `Rendering the editing cube of ${name}` });
    // The file has passed its checks: without a stored cube the editor renders one when it
    // opens the scene, so a cube that cannot be made or stored must not mark it unusable.
    try {
      const cube = await renderDraftCube(join(folder, name));
      found.cube = await storeDraftCube(cube, join(folder, 'cube'), sources);
      if (!lookForFaces) return found;
      onProgress?.({ fraction: 0.7, message: `Looking for faces to blur in ${name}` });
      const faceProposals = await facesOn(cube);
      if (faceProposals) found.cube.faceProposals = faceProposals;
      else
        onProgress?.({
          fraction: 0.9,
          message: `No faces could be looked for in ${name}; blur them by hand`,
        });
    } catch {
      // The operator sees progress messages: the store's own error names server paths.
      const message = `The editing cube of ${name} could not be stored; the editor makes it on opening`;
      onProgress?.({ fraction: 0.9, message });
    }
  }
  return found;
}

/**
 * The faces found on a panorama's editing cube, or undefined when the detector fails: proposals
 * only save the operator work, so the panorama stays usable and faces are blurred by hand.
 */
function facesOn(cube: DraftCube): Promise<FaceProposal[] | undefined> {
  return proposeFaces(cube.faces).catch(() => undefined);
}

/**
 * The stored thumbnail of a usable image, or undefined when it cannot be made or stored: as with
 * the cube, the file is usable all the same, and the studio makes the thumbnail when first shown.
 */
function thumbnailOf(file: string, kind: ThumbnailKind, sources: SourceStore): Promise<string | undefined> {
  return storeDraftThumbnail(file, kind, `${file}.thumbnail.webp`, sources).catch(() => undefined);
}
