import type { z } from 'zod';
import { manifestSchema, type Manifest } from './manifest.js';

const NOUNS: Record<string, string> = {
  string: 'a text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'a group of fields',
  array: 'a list',
  record: 'a group of fields',
  null: 'nothing',
};

const noun = (type: string) => NOUNS[type] ?? `a ${type}`;
const quoted = (value: unknown) => (typeof value === 'string' ? `"${value}"` : String(value));

function orList(words: readonly string[]): string {
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1) ?? ''}`;
}

function items(n: number | bigint, one: string, many: string): string {
  return `${n} ${Number(n) === 1 ? one : many}`;
}

type Issue = z.core.$ZodRawIssue;

function sizeWords(issue: Issue & { origin: string }, bound: number | bigint, at: 'least' | 'most'): string {
  const inclusive = (issue as { inclusive?: boolean }).inclusive !== false;
  if (issue.origin === 'string') {
    if (at === 'least' && Number(bound) === 1) return 'expected a text, not an empty one';
    const length = typeof issue.input === 'string' ? ` (it has ${issue.input.length})` : '';
    return `expected at ${at} ${items(bound, 'character', 'characters')}${length}`;
  }
  if (issue.origin === 'array') return `expected at ${at} ${items(bound, 'entry', 'entries')}`;
  const limit = inclusive ? `at ${at} ${bound}` : `${at === 'least' ? 'more' : 'less'} than ${bound}`;
  return `expected ${limit}, not ${String(issue.input)}`;
}

/**
 * A union's words: what each of its options expected, or, when the value has the shape of one
 * option, what is wrong inside it.
 */
function unionWords(branches: readonly (readonly z.core.$ZodIssue[])[]): string {
  const typeOnly = (branch: readonly z.core.$ZodIssue[]) =>
    branch.length > 0 && branch.every((i) => i.code === 'invalid_type' && i.path.length === 0);
  const inside = branches.find((branch) => !typeOnly(branch))?.[0];
  if (inside) return inside.path.length > 0 ? `${inside.path.join('.')}: ${inside.message}` : inside.message;
  return `expected ${orList(branches.map((b) => noun((b[0] as { expected?: string }).expected ?? 'value')))}`;
}

/**
 * Zod's messages for the manifest in words an operator reads: what is expected, never a
 * pattern or an internal name. Fields whose rule needs a sentence of its own (ids, codes,
 * file names, pitches) carry it in the schema, which takes precedence over this map.
 */
export const manifestErrorMap = (issue: Issue): string => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'required' : `expected ${noun(issue.expected)}`;
    case 'too_small':
      return sizeWords(issue, issue.minimum, 'least');
    case 'too_big':
      return sizeWords(issue, issue.maximum, 'most');
    case 'invalid_value':
      return `expected ${orList(issue.values.map(quoted))}, not ${quoted(issue.input)}`;
    case 'not_multiple_of':
      return issue.divisor === 0.5
        ? `expected a whole or half number (1, 1.5, 2), not ${String(issue.input)}`
        : `expected a multiple of ${issue.divisor}, not ${String(issue.input)}`;
    case 'invalid_format':
      return issue.format === 'email'
        ? 'expected an email address like ann@example.com'
        : `expected ${issue.format === 'regex' ? 'a different form' : `a valid ${issue.format}`}`;
    case 'invalid_union':
      return issue.input === undefined ? 'required' : unionWords(issue.errors);
    case 'unrecognized_keys':
      return `unknown field${issue.keys.length === 1 ? '' : 's'} ${orList(issue.keys.map(quoted))}`;
    case 'invalid_key':
      return 'a field name that is not allowed here';
    case 'invalid_element':
      return 'an entry that is not allowed here';
    case 'custom':
      return issue.message ?? 'not allowed here';
  }
};

/** Parses raw manifest data, every problem in the words of {@link manifestErrorMap}. */
export function parseManifest(data: unknown): z.ZodSafeParseResult<Manifest> {
  return manifestSchema.safeParse(data, { error: manifestErrorMap });
}
