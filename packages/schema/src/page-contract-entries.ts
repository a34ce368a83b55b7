import { z } from 'zod';

/**
 * The app's entries the server puts into pages, by logical name, so that the server never
 * knows the app's source files: `home-screen`, `tour-screen` and `video-screen` are the
 * screens' chunks, preloaded on their pages. Tour pages start with `TOUR_BOOT_FILE` instead.
 */
export const PAGE_ENTRY_NAMES = ['home-screen', 'tour-screen', 'video-screen'] as const;

/** The logical name of an entry the server puts into pages. */
export type PageEntryName = (typeof PAGE_ENTRY_NAMES)[number];

/**
 * Where the app's build writes its page entries, relative to the build folder. Beside Vite's
 * own manifest, in a folder the server never serves.
 */
export const PAGE_ENTRIES_FILE = '.vite/page-entries.json';

/**
 * One built entry: its script's URL, the URLs of every chunk it imports statically and of
 * the style sheets those chunks bring (absent from builds that did not list them).
 */
export const pageEntrySchema = z.object({
  file: z.string(),
  imports: z.array(z.string()),
  styles: z.array(z.string()).optional(),
});

/** One built entry: its script, the chunks it imports statically and their style sheets. */
export type PageEntry = z.infer<typeof pageEntrySchema>;

/** The page entries file: every entry by its logical name; a build that lacks one fails. */
export const pageEntriesSchema = z.object({
  'home-screen': pageEntrySchema,
  'tour-screen': pageEntrySchema,
  'video-screen': pageEntrySchema,
} satisfies Record<PageEntryName, typeof pageEntrySchema>);

/** The page entries file's content, written by the app's build and read by the server. */
export type PageEntries = z.infer<typeof pageEntriesSchema>;

/**
 * Where the app's build writes the tour page's first script, relative to the build folder: one
 * self-contained module (the engine and the code that shows the first room, then loads the
 * app) that the server puts inline into tour pages, so that the first room needs no request
 * after the page's own. Its text passes {@link inlineScriptProblem}.
 */
export const TOUR_BOOT_FILE = '.vite/tour-boot.js';

/**
 * What in a script's text would break it inline in a page, or `null`: `</script` ends the
 * element early, `<!--` with `<script` puts the HTML parser in a state where `</script>` no
 * longer ends it, and the server edits pages at `</head` and at tags (`<title`, `<meta`,
 * `<link`, `<noscript`): inside the script's text, an edit would break its hash in the page's
 * Content-Security-Policy.
 */
export function inlineScriptProblem(script: string): string | null {
  const found = /<\/script|<!--|<script|<\/head|<title|<meta|<link|<noscript/i.exec(script);
  return found ? `contains "${found[0]}"` : null;
}

/**
 * Where the app's build writes the home screen's first frame, relative to the build folder:
 * the markup its first render produces, once per language, which the server puts into `/` so
 * that the page paints before the app's scripts have arrived.
 */
export const HOME_FRAME_FILE = '.vite/home-frame.json';

/** The home screen's first frame in each language the app speaks, its fallback language first. */
export const homeFramesSchema = z
  .array(z.object({ lang: z.string().regex(/^[a-z]{2,3}$/), html: z.string() }))
  .nonempty();

/** The home frame file's content, written by the app's build and read by the server. */
export type HomeFrames = z.infer<typeof homeFramesSchema>;
