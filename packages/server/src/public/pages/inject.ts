import { CONFIG_ELEMENT_ID, escapeHtml, FIRST_ROOM_ELEMENT_ID, TOUR_ELEMENT_ID } from '@tourview/schema';

/**
 * JSON that is safe inside `<script type="application/json">`: no `<` can close the element
 * or open a comment. Line separators are escaped for older parsers that treat them as newlines.
 */
export function scriptSafeJson(json: string): string {
  return json.replaceAll('<', '\\u003c').replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029');
}

/** A non-executed JSON data element. */
export function jsonScript(id: string, json: string): string {
  return `<script id="${id}" type="application/json">${scriptSafeJson(json)}</script>`;
}

/** What a page gets on top of the built index.html. */
export interface PageAdditions {
  configJson: string;
  tourJson?: string;
  /** A big tour's first room, in place of the tour (the page contract's `pageTourOf`). */
  firstRoomJson?: string;
  /**
   * The video's poster. The `<video>` asks for it with `crossorigin="anonymous"` (its captions
   * and segments need CORS), so the hint must too, or the browser fetches the poster twice.
   */
  preloadImage?: string;
  /** Fetched by script (the engine's preview), so preloaded in the same CORS mode. */
  preloadFetch?: string;
  modulePreloads?: readonly string[];
  stylesheets?: readonly string[];
  /** Style rules the first paint needs, so that it waits for no style sheet. */
  inlineStyle?: string;
  /** Style sheets a script links later, fetched meanwhile without holding the first paint. */
  stylePreloads?: readonly string[];
}

/** Inserts the data elements and preload hints right before `</head>`. */
export function injectIntoHead(html: string, additions: PageAdditions): string {
  const parts = [jsonScript(CONFIG_ELEMENT_ID, additions.configJson)];
  if (additions.tourJson !== undefined) parts.push(jsonScript(TOUR_ELEMENT_ID, additions.tourJson));
  if (additions.firstRoomJson !== undefined)
    parts.push(jsonScript(FIRST_ROOM_ELEMENT_ID, additions.firstRoomJson));
  if (additions.preloadImage)
    parts.push(
      `<link rel="preload" as="image" crossorigin="anonymous" href="${escapeHtml(additions.preloadImage)}">`,
    );
  if (additions.preloadFetch)
    parts.push(
      `<link rel="preload" as="fetch" crossorigin="anonymous" fetchpriority="high" href="${escapeHtml(additions.preloadFetch)}">`,
    );
  if (additions.inlineStyle !== undefined) parts.push(`<style>${additions.inlineStyle}</style>`);
  for (const href of additions.stylePreloads ?? []) {
    parts.push(`<link rel="preload" as="style" crossorigin href="${escapeHtml(href)}">`);
  }
  for (const href of additions.stylesheets ?? []) {
    parts.push(`<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`);
  }
  for (const href of additions.modulePreloads ?? []) {
    parts.push(`<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`);
  }
  // The first one: a later "</head>" can only be text inside the body.
  const at = html.indexOf('</head>');
  const insert = parts.join('');
  return at === -1 ? insert + html : html.slice(0, at) + insert + html.slice(at);
}
