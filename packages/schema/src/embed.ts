/** The query parameter and value that put a tour or video page in embed mode (`?embed=1`). */
export const EMBED_PARAM = 'embed';
const EMBED_ON = '1';

/** What an embedded tour asks of its frame: fullscreen, and the phone's motion sensors. */
export const EMBED_FRAME_ALLOW = 'fullscreen; gyroscope; accelerometer';

/** The frame size offered when the embedding page names none (16:9). */
export const EMBED_DEFAULT_SIZE = { width: 960, height: 540 } as const;

/** True when a page's search string (`?embed=1&…`) asks for embed mode. */
export function isEmbedSearch(search: string): boolean {
  return new URLSearchParams(search).get(EMBED_PARAM) === EMBED_ON;
}

/** The page URL with embed mode on; its other parameters (scene, view) are kept. */
export function embedUrlOf(pageUrl: string): string {
  const url = new URL(pageUrl);
  url.searchParams.set(EMBED_PARAM, EMBED_ON);
  return url.toString();
}

function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/** What an embed snippet needs: the embed-mode page URL, an accessible title and a size. */
export interface EmbedFrame {
  src: string;
  title: string;
  width: number;
  height: number;
}

/**
 * The `<iframe>` snippet a portal pastes (the share dialog's "Embed" tab and oEmbed's `html`
 * both use this one), with every attribute escaped: the title is operator text.
 */
export function embedIframeHtml(frame: EmbedFrame): string {
  const attributes = [
    `src="${escapeAttribute(frame.src)}"`,
    `title="${escapeAttribute(frame.title)}"`,
    `width="${Math.round(frame.width)}"`,
    `height="${Math.round(frame.height)}"`,
    `allow="${EMBED_FRAME_ALLOW}"`,
    'allowfullscreen',
    'loading="lazy"',
    'style="border:0"',
  ];
  return `<iframe ${attributes.join(' ')}></iframe>`;
}
