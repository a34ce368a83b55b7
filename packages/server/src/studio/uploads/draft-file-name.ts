/** Longest manifest file name (`manifestFileSchema`). */
const MAX_NAME = 128;

/**
 * A manifest file name for an uploaded file's name: letters, digits, `.`, `_` and `-` only,
 * starting with a letter or digit, the extension lower-cased (`Küche 1.JPG` → `Kuche-1.jpg`).
 */
export function sanitizeFileName(filename: string, fallbackStem: string): string {
  const base = filename.split(/[/\\]/).pop() ?? '';
  const ascii = base.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  // A name that is only an extension (`.jpg`) still says what the file is: keep it.
  const dot = ascii.lastIndexOf('.');
  const extension =
    dot >= 0
      ? ascii
          .slice(dot + 1)
          .toLowerCase()
          .replace(/[^a-z0-9]/g, '')
      : '';
  const cleaned = (dot >= 0 ? ascii.slice(0, dot) : ascii)
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[^A-Za-z0-9]+|[-.]+$/g, '');
  const suffix = extension ? `.${extension}` : '';
  const stem = (cleaned || fallbackStem).slice(0, MAX_NAME - suffix.length - 4);
  return `${stem}${suffix}`;
}

/**
 * `name`, or `name` numbered (`kitchen-2.jpg`) when the draft holds other bytes under it. The
 * same bytes under the same name keep it: an upload retried after its answer was lost then
 * replaces itself instead of adding a copy.
 */
export function uniqueDraftName(name: string, sha256: string, taken: ReadonlyMap<string, string>): string {
  const owner = taken.get(name);
  if (owner === undefined || owner === sha256) return name;
  const dot = name.lastIndexOf('.');
  const [stem, suffix] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let n = 2; ; n += 1) {
    const candidate = `${stem}-${n}${suffix}`;
    const holder = taken.get(candidate);
    if (holder === undefined || holder === sha256) return candidate;
  }
}
