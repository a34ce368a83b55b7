import {
  PAGE_ENTRIES_FILE,
  PAGE_ENTRY_NAMES,
  type PageEntries,
  type PageEntry,
  type PageEntryName,
} from '@tourview/schema';
import { normalizePath, type Plugin, type Rollup } from 'vite';

/**
 * The source module behind each entry the server puts into pages: the one place that ties
 * the page contract's logical names to the app's files. Renaming a file means changing it
 * here; a name whose module is not in the build fails the build.
 */
export const PAGE_ENTRY_SOURCES: Record<PageEntryName, string> = {
  'home-screen': 'src/app/routes/home.tsx',
  'tour-screen': 'src/app/routes/tour.tsx',
  'video-screen': 'src/app/routes/video.tsx',
};

/**
 * A chunk's URL, the URLs of the chunks it imports statically, recursively, once each, and
 * of the style sheets Vite attached to any of them.
 */
function entryOf(bundle: Rollup.OutputBundle, chunk: Rollup.OutputChunk, base: string): PageEntry {
  const seen = new Set<string>([chunk.fileName]);
  const imports: string[] = [];
  const styles = new Set<string>();
  const addStyles = (from: Rollup.OutputChunk) =>
    from.viteMetadata?.importedCss.forEach((css) => styles.add(base + css));
  const visit = (fileName: string) => {
    const imported = bundle[fileName];
    if (seen.has(fileName) || imported?.type !== 'chunk') return;
    seen.add(fileName);
    imports.push(base + fileName);
    addStyles(imported);
    imported.imports.forEach(visit);
  };
  addStyles(chunk);
  chunk.imports.forEach(visit);
  return { file: base + chunk.fileName, imports, styles: [...styles] };
}

/**
 * The page entries of a bundle, by logical name, from the chunks whose module is each
 * entry's source (absolute paths). Throws, naming them, when entries have no chunk.
 */
export function pageEntriesOf(
  bundle: Rollup.OutputBundle,
  sources: Record<PageEntryName, string>,
  base: string,
): PageEntries {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const found = PAGE_ENTRY_NAMES.map((name) => {
    const chunk = chunks.find((c) => c.facadeModuleId === sources[name]);
    return [name, chunk && entryOf(bundle, chunk, base)] as const;
  });
  const missing = found.filter(([, entry]) => !entry).map(([name]) => `${name} (${sources[name]})`);
  if (missing.length > 0)
    throw new Error(`The build has no chunk for the page entries ${missing.join(', ')}.`);
  return Object.fromEntries(found) as PageEntries;
}

/**
 * Writes the page entries file (`PAGE_ENTRIES_FILE` of the page contract) into the build,
 * which the server reads to put the early viewer and the screens' chunks into pages.
 */
export function pageEntriesPlugin(): Plugin {
  let sources = PAGE_ENTRY_SOURCES;
  let base = '/';
  return {
    name: 'tourview-page-entries',
    apply: 'build',
    // After Vite's own plugins have settled each chunk's imports.
    enforce: 'post',
    configResolved(config) {
      base = config.base;
      const absolute = (source: string) => normalizePath(`${config.root}/${source}`);
      sources = Object.fromEntries(
        PAGE_ENTRY_NAMES.map((name) => [name, absolute(PAGE_ENTRY_SOURCES[name])]),
      ) as Record<PageEntryName, string>;
    },
    generateBundle(_options, bundle) {
      const entries = pageEntriesOf(bundle, sources, base);
      this.emitFile({ type: 'asset', fileName: PAGE_ENTRIES_FILE, source: JSON.stringify(entries, null, 2) });
    },
  };
}
