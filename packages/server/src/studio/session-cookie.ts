import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** How the session cookie is written: in production host-only and https-only, by its prefix. */
export interface SessionCookie {
  name: string;
  read(request: FastifyRequest): string | undefined;
  set(reply: FastifyReply, token: string): void;
  clear(reply: FastifyReply): void;
}

/**
 * The studio's session cookie: HttpOnly (no script reads it), SameSite=Strict (no other site
 * sends it), Path=/. In production also Secure with the `__Host-` prefix, which browsers
 * accept only from https, without a Domain, on Path=/: no sibling subdomain can set or read it.
 */
export function sessionCookie(production: boolean, maxAgeMs: number): SessionCookie {
  const name = production ? '__Host-tourview_studio' : 'tourview_studio';
  const attributes = `; Path=/; HttpOnly; SameSite=Strict${production ? '; Secure' : ''}`;
  return {
    name,
    read: (request) => request.cookies[name],
    set: (reply, token) =>
      void reply.header(
        'set-cookie',
        `${name}=${token}; Max-Age=${Math.floor(maxAgeMs / 1000)}${attributes}`,
      ),
    clear: (reply) => void reply.header('set-cookie', `${name}=; Max-Age=0${attributes}`),
  };
}

/** A new session token: 256 random bits. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}
