import { writeFileSync } from 'node:fs';
import { MANIFEST_JSON_SCHEMA_FILE, manifestJsonSchemaText } from './json-schema-file.js';

writeFileSync(MANIFEST_JSON_SCHEMA_FILE, manifestJsonSchemaText());
process.stdout.write(`Wrote ${MANIFEST_JSON_SCHEMA_FILE}\n`);
