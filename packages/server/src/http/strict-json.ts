import type { FastifyInstance } from 'fastify';
import { ProblemError } from './problems.js';

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value !== null && typeof value === 'object') return Object.values(value).some(containsNul);
  return false;
}

/**
 * JSON is the only body type, parsed with prototype-poisoning protection, and text with NUL
 * characters is refused up front: PostgreSQL cannot store them and no form produces them.
 */
export function registerStrictJson(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parse(request, typeof body === 'string' ? body : body.toString('utf8'), (error, value) => {
      if (error) return done(error, undefined);
      if (containsNul(value)) {
        return done(
          new ProblemError('validation_failed', { detail: 'Text may not contain NUL characters.' }),
          undefined,
        );
      }
      done(null, value);
    });
  });
}
