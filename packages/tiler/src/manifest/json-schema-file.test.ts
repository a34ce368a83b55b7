import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MANIFEST_JSON_SCHEMA_FILE, manifestJsonSchemaText } from './json-schema-file.js';

describe('tour.schema.json', () => {
  it('is what the zod manifest schema makes (else run `npm run schema:manifest`)', () => {
    expect(readFileSync(MANIFEST_JSON_SCHEMA_FILE, 'utf8')).toBe(manifestJsonSchemaText());
  });
});
