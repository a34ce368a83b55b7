import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ServerConfig } from '../config/config.js';
import { problemErrorHandler } from './problems.js';
import { OneLineRequestLog } from './request-log.js';
import { registerStrictJson } from './strict-json.js';
import { fastifyTrustProxy } from '../config/trust-proxy.js';
import { metrics } from '../metrics/metrics-sink.js';

/** What one site sets of Fastify's options beyond what both share. */
export type HttpAppOverrides = Pick<FastifyServerOptions, 'routerOptions'>;

/**
 * A Fastify app (not listening) with what the visitor site and the studio share: the limits of
 * the configuration, the proxies it trusts, request ids, the one-line request log, and framework
 * errors (a malformed URL, a closing server) answered as problems.
 */
export function createHttpApp(
  config: ServerConfig,
  logger: FastifyServerOptions['logger'] | undefined,
  overrides: HttpAppOverrides = {},
): FastifyInstance {
  const { limits } = config;
  return Fastify({
    logger: logger ?? { level: config.logLevel },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: limits.bodyBytes,
    requestTimeout: limits.requestTimeoutMs,
    // Node enforces both limits on a timer (30 s by default); each second keeps them close to their value.
    http: { headersTimeout: limits.headersTimeoutMs, connectionsCheckingInterval: 1000 },
    genReqId: () => randomUUID(),
    logController: new OneLineRequestLog(),
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    frameworkErrors: (error, request, reply) => problemErrorHandler(error, request, reply),
    ...overrides,
  });
}

/**
 * What every route of both sites relies on: zod schemas validate and serialize, errors go out
 * as problems, JSON bodies are parsed strictly, answers carry the request id, cookies are read,
 * and each answer is counted for monitoring by its route's pattern (`unmatched` for none).
 */
export async function registerHttpBasics(app: FastifyInstance, listener: 'site' | 'studio'): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(problemErrorHandler);
  registerStrictJson(app);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics().request(listener, request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  await app.register(cookie);
}
