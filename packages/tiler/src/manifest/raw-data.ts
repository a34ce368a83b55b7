/**
 * Reading raw manifest data that may break the schema anywhere, so the checks that look
 * across fields still run: a value of the wrong kind reads as absent, and the schema reports it.
 */
export function field(node: unknown, key: string): unknown {
  return typeof node === 'object' && node !== null && !Array.isArray(node)
    ? (node as Record<string, unknown>)[key]
    : undefined;
}

/** A list field, or an empty list when it is absent or not a list. */
export function list(node: unknown, key: string): unknown[] {
  const value = field(node, key);
  return Array.isArray(value) ? (value as unknown[]) : [];
}

/** A text field, or `''` (which no rule accepts) when it is absent or not a text. */
export function text(node: unknown, key: string): string {
  const value = field(node, key);
  return typeof value === 'string' ? value : '';
}

/** A number field, or `undefined`. */
export function number(node: unknown, key: string): number | undefined {
  const value = field(node, key);
  return typeof value === 'number' ? value : undefined;
}
