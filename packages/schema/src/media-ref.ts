import { z } from 'zod';

/**
 * A reference to a media file: a path relative to the CDN base URL (what the tiler writes,
 * so the CDN can move without re-importing) or an absolute https URL.
 */
export const mediaRefSchema = z
  .string()
  .min(1)
  .max(512)
  .refine((ref) => isSafeMediaRef(ref), {
    message: 'Expected a relative media path without ".." or an https URL.',
  });

function isSafeMediaRef(ref: string): boolean {
  if (ref.startsWith('https://')) return /^https:\/\/[^\s/?#]+[^\s]*$/.test(ref);
  if (ref.startsWith('/') || ref.includes('\\') || ref.includes('://')) return false;
  return ref.split('/').every((segment) => segment !== '..' && segment !== '.' && segment !== '');
}
