// Prints the size figures CONTRIBUTING.md keeps (lines per file and per function, median, p90,
// p99, max) over the non-test sources of packages/, and the largest of each.
// Usage: npm run shape [-- <how many of the largest to list>]
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import * as ts from 'typescript';

const TEST_CODE = /\.test\.tsx?$|\.d\.ts$|(^|\/)testing(\/|\.ts$)/;
/** Functions shorter than this are one-liners and would only pull the median down. */
const MIN_FUNCTION_LINES = 3;

const sources = () =>
  execFileSync('git', ['ls-files', 'packages/*.ts', 'packages/*.tsx'], { encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && !TEST_CODE.test(file));

/** Every function-like node with a body, as [lines, "file:line"]. */
function functionsOf(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const line = (pos) => source.getLineAndCharacterOfPosition(pos).line;
  const found = [];
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const lines = line(node.end) - line(node.getStart()) + 1;
      if (lines >= MIN_FUNCTION_LINES) found.push([lines, `${file}:${line(node.getStart()) + 1}`]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))][0];

function report(name, rows, top) {
  const sorted = [...rows].sort((a, b) => a[0] - b[0]);
  const figures = [0.5, 0.9, 0.99].map((p) => percentile(sorted, p));
  console.log(
    `${name}: ${rows.length}, median ${figures[0]}, p90 ${figures[1]}, p99 ${figures[2]}, max ${sorted.at(-1)[0]}`,
  );
  for (const [lines, where] of top > 0 ? sorted.slice(-top).reverse() : [])
    console.log(`  ${String(lines).padStart(4)}  ${where}`);
}

const top = Number(process.argv[2] ?? 10);
const files = [];
const functions = [];
for (const file of sources()) {
  const text = readFileSync(file, 'utf8');
  files.push([text.split('\n').length, file]);
  functions.push(...functionsOf(file, text));
}
report('files', files, top);
report('functions', functions, top);
