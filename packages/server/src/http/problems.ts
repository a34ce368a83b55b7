import { problemOf, type Problem, type ProblemCode } from '@tourview/schema';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isClientGone } from './request-log.js';

/** Thrown by handlers to answer with a problem from the catalogue. */
export class ProblemError extends Error {
  constructor(
    readonly code: ProblemCode,
    readonly extra: Pick<Problem, 'detail' | 'errors' | 'conflict' | 'uses'> = {},
  ) {
    super(code);
    this.name = 'ProblemError';
  }
}

/** Answers with an `application/problem+json` body from the catalogue. */
export function sendProblem(
  reply: FastifyReply,
  code: ProblemCode,
  extra: Pick<Problem, 'detail' | 'errors' | 'suggestion' | 'conflict'> = {},
): FastifyReply {
  const body = problemOf(code, { ...extra, instance: reply.request.id });
  // A problem is about this moment (a 404 turns into a tour once it is imported): no cache keeps it.
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  // Sent pre-encoded so no route's response schema re-validates it.
  return reply.code(body.status).type('application/problem+json').send(JSON.stringify(body));
}

const FRAMEWORK_CODES: Record<string, ProblemCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_BAD_URL: 'bad_request',
  FST_ERR_ASYNC_CONSTRAINT: 'bad_request',
};

const STATUS_CODES: Record<number, ProblemCode> = {
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

function validationProblem(error: FastifyError): { code: ProblemCode; extra: Pick<Problem, 'errors'> } {
  if (error.validationContext === 'params') return { code: 'invalid_tour_code', extra: {} };
  const errors = (error.validation ?? []).map((v) => ({
    path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
    message: v.message ?? 'invalid',
  }));
  return { code: 'validation_failed', extra: { errors } };
}

/** Which problem an error becomes; anything unexpected is an internal error without details. */
export function problemForError(error: FastifyError): {
  code: ProblemCode;
  extra: Pick<Problem, 'detail' | 'errors' | 'conflict' | 'uses'>;
} {
  if (error instanceof ProblemError) return { code: error.code, extra: error.extra };
  if (hasZodFastifySchemaValidationErrors(error)) return validationProblem(error);
  const byCode = error.code ? FRAMEWORK_CODES[error.code] : undefined;
  if (byCode) return { code: byCode, extra: {} };
  const status = error.statusCode ?? 500;
  const byStatus = STATUS_CODES[status];
  if (byStatus) return { code: byStatus, extra: {} };
  if (status >= 400 && status < 500) return { code: 'bad_request', extra: {} };
  return { code: 'internal_error', extra: {} };
}

/** The one place that decides what a client sees of an error: never a stack trace. */
export function problemErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const { code, extra } = problemForError(error);
  // A client that left is no failure; the request log already has its line.
  if (isClientGone(error)) return sendProblem(reply, code, extra);
  if (code === 'internal_error' || code === 'storage_unavailable')
    request.log.error({ err: error }, 'request failed');
  else request.log.info({ code, reason: error.message }, 'request rejected');
  return sendProblem(reply, code, extra);
}
