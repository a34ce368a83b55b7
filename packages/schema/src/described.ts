import type { z } from 'zod';

/**
 * What a field means, for people: a sentence, or a sentence (`about`) and the meanings of its
 * own fields. Fields of a list describe its items' fields.
 */
export type FieldDocs = string | { about?: string; fields?: Readonly<Record<string, FieldDocs>> };

type Def = z.core.$ZodTypeDef & {
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  in?: z.ZodType;
};

/**
 * The same schema with descriptions (zod's `.describe()`) on it and on the fields `docs` names,
 * through optional, default, list and transform wrappers, so a JSON Schema made from it shows
 * them in editors. Naming a field the schema does not have throws: the docs are code.
 */
export function described<T extends z.ZodType>(schema: T, docs: FieldDocs): T {
  if (typeof docs === 'string') return schema.describe(docs);
  const inner = docs.fields ? withFieldDocs(schema, docs.fields) : schema;
  return docs.about === undefined ? inner : inner.describe(docs.about);
}

function withFieldDocs<T extends z.ZodType>(schema: T, fields: Readonly<Record<string, FieldDocs>>): T {
  const def = schema._zod.def as Def;
  const wrapped = def.innerType ?? def.element ?? def.in;
  if (def.type === 'object' && def.shape) {
    const shape = { ...def.shape };
    for (const [name, docs] of Object.entries(fields)) {
      const field = shape[name];
      if (!field) throw new Error(`No field "${name}" to describe.`);
      shape[name] = described(field, docs);
    }
    return schema.clone({ ...def, shape } as T['_zod']['def']);
  }
  if (!wrapped) throw new Error(`A ${def.type} has no fields to describe.`);
  const key = def.innerType ? 'innerType' : def.element ? 'element' : 'in';
  return schema.clone({ ...def, [key]: withFieldDocs(wrapped, fields) } as T['_zod']['def']);
}
