/**
 * The Range header @fastify/send should see, or `undefined` to serve the whole file.
 *
 * send alone answers a syntactically invalid range (`bytes=abc`, `bytes=5-2`) with 416,
 * where RFC 9110 §14.2 lets a server ignore it, and merges overlapping ranges into one 206
 * while ignoring other multiple ranges. It cannot answer multipart/byteranges, so every
 * multi-range request gets the whole file (a server MAY ignore Range, §14.2). A weak ETag
 * in If-Range never matches (the strong comparison of §13.1.5), so the range is ignored.
 * A single well-formed range is passed on in canonical form; send then answers 206, or 416
 * with the file's length in Content-Range when the range starts past the end.
 */
export function normalisedRange(range: string | undefined, ifRange: string | undefined): string | undefined {
  if (range === undefined || ifRange?.startsWith('W/')) return undefined;
  const match = /^bytes=(.*)$/i.exec(range.trim());
  if (!match) return undefined;
  const specs = (match[1] ?? '')
    .split(',')
    .map((spec) => spec.trim())
    .filter((spec) => spec !== '');
  const [spec, ...more] = specs;
  if (spec === undefined || more.length > 0 || !isRangeSpec(spec)) return undefined;
  return `bytes=${spec}`;
}

function isRangeSpec(spec: string): boolean {
  if (/^-\d+$/.test(spec)) return true;
  const int = /^(\d+)-(\d*)$/.exec(spec);
  return int !== null && (int[2] === '' || Number(int[2]) >= Number(int[1]));
}
