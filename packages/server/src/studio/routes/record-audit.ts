import type { AuditEntry } from '@tourview/schema';
import type { FastifyRequest } from 'fastify';
import { accountOf } from '../access.js';
import type { StudioRouteOptions } from './options.js';

/** Records that the signed-in account did `action` to `target`, from the request's client, now. */
export function recordAudit(
  options: StudioRouteOptions,
  request: FastifyRequest,
  action: AuditEntry['action'],
  target: string,
) {
  const entry = { action, actor: accountOf(request), target, client: request.ip, at: options.now() };
  return options.storage.appendAudit(entry);
}
