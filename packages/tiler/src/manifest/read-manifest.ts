import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { manifestLines, type LineOf } from './manifest-lines.js';
import { separatedAmountLines } from './separated-amounts.js';

/** The manifest file names the importer looks for, in this order. */
export const MANIFEST_NAMES = ['tour.json', 'tour.yaml'] as const;

/**
 * The raw manifest data, its text, the file it came from and where each path is written in
 * it, or the problems that stopped reading it.
 */
export type ManifestRead =
  | { ok: true; file: (typeof MANIFEST_NAMES)[number]; text: string; data: unknown; lineOf: LineOf }
  | { ok: false; problems: string[] };

/** Reads `tour.json` or `tour.yaml` from a tour folder (exactly one must be there). */
export async function readManifest(folder: string, names: ReadonlySet<string>): Promise<ManifestRead> {
  const [file, ...others] = MANIFEST_NAMES.filter((name) => names.has(name));
  if (!file)
    return { ok: false, problems: ['tour.json: no manifest in the folder (tour.json or tour.yaml)'] };
  if (others.length > 0) {
    return { ok: false, problems: ['tour.json: both tour.json and tour.yaml are present; keep one'] };
  }
  const text = await readFile(join(folder, file), 'utf8');
  try {
    const data: unknown = file === 'tour.json' ? JSON.parse(text) : parseYaml(text);
    return { ok: true, file, text, data, lineOf: manifestLines(text) };
  } catch (error) {
    const kind = file === 'tour.json' ? 'JSON' : 'YAML';
    return {
      ok: false,
      problems: [...separatedAmountLines(file, text), `${file}: not valid ${kind} (${firstLine(error)})`],
    };
  }
}

function firstLine(error: unknown): string {
  const [line = ''] = (error instanceof Error ? error.message : String(error)).split('\n');
  return line;
}
