import { pageEntriesSchema, type PageEntries, type PageEntry } from '@tourview/schema';

/**
 * The app's page entries from the file its build writes (`PAGE_ENTRIES_FILE`); `null` for a
 * file that is missing, unreadable or lacks an entry (a build older than the contract).
 */
export function parsePageEntries(json: string | null): PageEntries | null {
  if (json === null) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return null;
  }
  const parsed = pageEntriesSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** The style sheets an entry's chunks bring that the page does not link already. */
export function entryStyles(entry: PageEntry | undefined, alreadyInPage: string): string[] {
  return (entry?.styles ?? []).filter((href) => !alreadyInPage.includes(href));
}

/**
 * The URLs to preload for an entry: its script and every chunk it imports statically,
 * leaving out those the page already references. Nothing for an entry the build lacks.
 */
export function entryPreloads(entry: PageEntry | undefined, alreadyInPage: string): string[] {
  if (!entry) return [];
  return [entry.file, ...entry.imports].filter((href) => !alreadyInPage.includes(href));
}
