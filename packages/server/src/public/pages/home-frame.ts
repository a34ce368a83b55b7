import { homeFramesSchema, parseViewState, type HomeFrames } from '@tourview/schema';

/** One language's home frame. */
export type HomeFrame = HomeFrames[number];

/** The home frames from the file the app's build writes; `null` for a missing or unreadable file. */
export function parseHomeFrames(json: string | null): HomeFrames | null {
  if (json === null) return null;
  try {
    const parsed = homeFramesSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The language tags of an Accept-Language header, most wanted first; `*` and q=0 left out. */
export function acceptedTags(header: string | undefined): string[] {
  const weighted = (header ?? '').split(',').flatMap((part, index) => {
    const [tag = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    return tag && tag !== '*' && weight > 0 ? [{ tag, weight, index }] : [];
  });
  return weighted.sort((a, b) => b.weight - a.weight || a.index - b.index).map((w) => w.tag);
}

/**
 * The frame in the language the app will open in, as far as the server can tell: a shared
 * link's `?lang=`, else the browser's first language the app speaks (`de` for `de-AT`), else
 * the app's fallback. A choice stored on the device only the app can read.
 */
export function homeFrameFor(
  frames: HomeFrames,
  search: string,
  acceptLanguage: string | undefined,
): HomeFrame | undefined {
  const shared = parseViewState(new URLSearchParams(search)).lang;
  const tags =
    shared === undefined ? acceptedTags(acceptLanguage) : [shared, ...acceptedTags(acceptLanguage)];
  for (const tag of tags) {
    const base = tag.toLowerCase().split('-')[0];
    const frame = frames.find((f) => f.lang === base);
    if (frame) return frame;
  }
  return frames[0];
}

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * The page with the frame inside its root element, where the app renders, and its language on
 * `<html lang>`; unchanged when the page has no empty root element.
 */
export function withHomeFrame(html: string, frame: HomeFrame): string {
  if (!html.includes(ROOT_ELEMENT)) return html;
  return withPageLang(html.replace(ROOT_ELEMENT, `<div id="root">${frame.html}</div>`), frame.lang);
}

/** The page with `lang` on `<html lang>`, in place of the one the build wrote. */
export function withPageLang(html: string, lang: string): string {
  return html.replace(/<html\b[^>]*>/, (tag) =>
    tag.replace(/\slang="[^"]*"/, '').replace('<html', `<html lang="${lang}"`),
  );
}

/**
 * The language a shared link's `?lang=` opens a page in, when the app speaks it (`de` for
 * `de-AT`): the app shows the page in it whatever the visitor's own choice, so screen readers
 * and translators should know from the first byte. Undefined otherwise; the app then decides.
 */
export function sharedLangOf(frames: HomeFrames, search: string): string | undefined {
  const shared = parseViewState(new URLSearchParams(search)).lang;
  const base = shared?.toLowerCase().split('-')[0];
  return frames.find((f) => f.lang === base)?.lang;
}
