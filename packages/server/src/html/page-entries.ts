import { z } from 'zod';

/** The manifest key of the tour screen's route module (its chunk is preloaded on tour pages). */
export const TOUR_ROUTE_MODULE = 'src/app/routes/tour.tsx';
/** The manifest key of the video screen's route module (preloaded on video pages). */
export const VIDEO_ROUTE_MODULE = 'src/app/routes/video.tsx';

const manifestSchema = z.record(
  z.string(),
  z.looseObject({ file: z.string(), imports: z.array(z.string()).optional() }),
);

/**
 * The URLs of a module's chunk and every chunk it imports statically (recursively), from
 * Vite's `.vite/manifest.json`. Chunks the page already references are left out, and an
 * unknown module or unreadable manifest gives an empty list.
 */
export function modulePreloads(manifestJson: string, moduleKey: string, alreadyInPage: string): string[] {
  let manifest: z.infer<typeof manifestSchema>;
  try {
    manifest = manifestSchema.parse(JSON.parse(manifestJson));
  } catch {
    return [];
  }
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || seen.has(key)) return;
    seen.add(key);
    const href = `/${entry.file}`;
    if (!alreadyInPage.includes(href)) files.push(href);
    entry.imports?.forEach(visit);
  };
  visit(moduleKey);
  return files;
}
