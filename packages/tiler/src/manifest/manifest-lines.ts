import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import type { ManifestPath } from './problem-path.js';

/** The line a path of the manifest is written on; `undefined` when the text gives none. */
export type LineOf = (path: ManifestPath) => number | undefined;

/**
 * Finds lines in a manifest's text, YAML or JSON (which YAML reads too). A path that is not
 * all there (a missing field) gets the line of its deepest part that is: the object the field
 * belongs in.
 */
export function manifestLines(text: string): LineOf {
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter });
  if (doc.errors.length > 0 || !doc.contents) return () => undefined;
  const lineAt = (node: Node | null) => (node?.range ? counter.linePos(node.range[0]).line : undefined);
  const root = doc.contents;
  return (path) => {
    let node: unknown = root;
    let line = lineAt(root);
    for (const key of path) {
      const next = childOf(node, key);
      if (!next) break;
      line = lineAt(next.at) ?? line;
      node = next.node;
    }
    return line;
  };
}

function childOf(node: unknown, key: PropertyKey): { at: Node; node: unknown } | undefined {
  if (isMap(node)) {
    const pair = node.items.find((p) => isScalar(p.key) && p.key.value === key);
    return pair && isScalar(pair.key) ? { at: pair.key, node: pair.value } : undefined;
  }
  if (isSeq(node) && typeof key === 'number') {
    const item = node.items[key];
    return item && (isMap(item) || isSeq(item) || isScalar(item)) ? { at: item, node: item } : undefined;
  }
  return undefined;
}
