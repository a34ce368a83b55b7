/**
 * A plugin's options without the prefix it was mounted at. Fastify passes `prefix` on with the
 * options; a route plugin registered with them would get the mount prefix twice.
 */
export function withoutPrefix<T extends object>(options: T): Omit<T, 'prefix'> {
  const { prefix: _mount, ...rest } = options as T & { prefix?: string };
  return rest;
}
