import { draftVideoParamsSchema } from '@tourview/schema';
import type { DraftFile } from '@tourview/storage';
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { ProblemError } from '../../http/problems.js';
import type { StudioRouteOptions } from '../routes/options.js';

/** The params of a route that serves a draft's file by content: the tour and the SHA-256. */
export const draftFileParams = draftVideoParamsSchema;

/** Content-addressed bytes never change: the browser may keep them for good, for this user only. */
export const IMMUTABLE = 'private, max-age=31536000, immutable';

/**
 * The draft's files of `kind` with these bytes (the route's tour scope has checked the
 * account); `not_found` when there are none. The same bytes may be in a draft under
 * two names.
 */
export async function draftFilesWith(
  options: StudioRouteOptions,
  params: { tourCode: string; sha256: string },
  kind: DraftFile['kind'],
): Promise<[DraftFile, ...DraftFile[]]> {
  const draft = await options.storage.getDraft(params.tourCode);
  const files = draft?.files.filter((f) => f.sha256 === params.sha256 && f.kind === kind) ?? [];
  const [first, ...rest] = files;
  if (!first) throw new ProblemError('not_found');
  return [first, ...rest];
}

/** What a draft image that could not be rendered answers: the file's name and why. */
export function undecodable(file: DraftFile): ProblemError {
  return new ProblemError('not_found', { detail: `${file.name} cannot be shown: it does not decode.` });
}

/** Sends a rendered or stored WebP image of a draft file. */
export function sendWebp(reply: FastifyReply, body: Buffer | Readable, bytes?: number) {
  reply.header('content-type', 'image/webp').header('cache-control', IMMUTABLE);
  if (bytes !== undefined) reply.header('content-length', bytes);
  return reply.send(body);
}
