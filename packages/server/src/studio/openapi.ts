import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';

/** A route as the document needs it: its method, full path and zod schemas. */
interface DocumentedRoute {
  method: string;
  url: string;
  schema: {
    summary?: string;
    params?: z.ZodObject;
    querystring?: z.ZodObject;
    body?: z.ZodType;
    response?: Record<number, z.ZodType>;
  };
  access: string;
}

/** An OpenAPI 3.1 document. */
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, unknown>>;
}

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });

function parameters(schema: z.ZodObject | undefined, where: 'path' | 'query') {
  return Object.entries(schema?.shape ?? {}).map(([name, field]) => ({
    name,
    in: where,
    required: where === 'path' || !(field as z.ZodType).safeParse(undefined).success,
    schema: jsonSchema(field as z.ZodType, 'input'),
  }));
}

function contentType(status: number, route: DocumentedRoute): string {
  if (status >= 400) return 'application/problem+json';
  return route.url.endsWith('.csv') ? 'text/csv' : 'application/json';
}

function operation(route: DocumentedRoute) {
  const { schema } = route;
  const responses = Object.fromEntries(
    Object.entries(schema.response ?? {}).map(([status, body]) => [
      status,
      status === '204'
        ? { description: 'No content' }
        : {
            description: status.startsWith('2') ? 'Success' : 'Problem',
            content: { [contentType(Number(status), route)]: { schema: jsonSchema(body, 'output') } },
          },
    ]),
  );
  return {
    summary: schema.summary ?? '',
    'x-access': route.access,
    parameters: [...parameters(schema.params, 'path'), ...parameters(schema.querystring, 'query')],
    ...(schema.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(schema.body, 'input') } },
          },
        }
      : {}),
    responses,
  };
}

/**
 * Collects the routes registered after it in `app`'s scope and returns a function building
 * their OpenAPI 3.1 document, from the same zod schemas the routes validate with.
 */
export function collectOpenApi(app: FastifyInstance): () => OpenApiDocument {
  const routes: DocumentedRoute[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = [route.method].flat().filter((m) => m !== 'HEAD');
    for (const method of methods)
      routes.push({
        method: method.toLowerCase(),
        url: route.url,
        schema: (route.schema ?? {}) as DocumentedRoute['schema'],
        access: route.config?.access ?? 'account',
      });
  });
  let document: OpenApiDocument | undefined;
  return () => {
    document ??= {
      openapi: '3.1.0',
      info: { title: 'Tourview studio API', version: '1' },
      paths: routes.reduce<Record<string, Record<string, unknown>>>((paths, route) => {
        const path = route.url.replace(/:(\w+)/g, '{$1}');
        paths[path] = { ...paths[path], [route.method]: operation(route) };
        return paths;
      }, {}),
    };
    return document;
  };
}
