import { isPreviewToken } from '@tourview/schema';
import type { FastifyReply } from 'fastify';
import type { ApiStorage } from './storage-guard.js';

/**
 * A draft's preview is for the operators who hold its link: no cache may keep it (a shared one
 * would hand it to others, a private one would show it after it expired) and no search engine
 * may list it.
 */
export const PREVIEW_HEADERS = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' } as const;

/**
 * The record of the preview `token` opens on the page of tour `code`, as JSON text; `null` for a
 * malformed, unknown or expired token, and for another tour's.
 */
export async function previewRecordJson(
  storage: ApiStorage,
  code: string,
  token: string,
): Promise<string | null> {
  const preview = isPreviewToken(token) ? await storage.getPreview(token) : null;
  return preview?.code === code ? JSON.stringify(preview.record) : null;
}

/** Marks a reply as a preview's, with {@link PREVIEW_HEADERS}. */
export function asPreview(reply: FastifyReply): FastifyReply {
  return reply.headers(PREVIEW_HEADERS);
}
