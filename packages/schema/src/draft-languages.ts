import { defaultLanguageOf, type LocalizedText } from './resolve-text.js';
import type { DraftManifest } from './studio-api.js';

/**
 * The languages a draft is written in: its first language, then every other language any of
 * its texts has, in the order met. The editors ask for a new text in each of them, and the
 * publish summary names the languages a draft adds.
 */
export function draftLanguages(manifest: DraftManifest): string[] {
  const found = new Set([defaultLanguageOf(manifest)]);
  const collect = (text: LocalizedText | undefined) => {
    if (text && typeof text === 'object') for (const lang of Object.keys(text)) found.add(lang);
  };
  collect(manifest.title);
  collect(manifest.property.description);
  for (const scene of manifest.scenes) {
    collect(scene.title);
    collect(scene.description);
    for (const info of scene.infos) [info.title, info.text].forEach(collect);
    for (const link of scene.links) collect(link.label);
  }
  for (const floor of manifest.floorPlans) collect(floor.label);
  for (const chapter of manifest.video?.chapters ?? []) collect(chapter.title);
  return [...found];
}
