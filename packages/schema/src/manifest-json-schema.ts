import { z } from 'zod';
import { manifestSchema } from './manifest.js';

/**
 * The manifest as a JSON Schema (draft-07, which editors' YAML and JSON support reads), for
 * what an operator writes: defaults are optional, any angle is a number, every field has its
 * description. The tiler commits it as `tour.schema.json`.
 */
export function manifestJsonSchema(): Record<string, unknown> {
  return {
    title: 'Tourview tour manifest',
    ...z.toJSONSchema(manifestSchema, { io: 'input', target: 'draft-7' }),
  };
}
