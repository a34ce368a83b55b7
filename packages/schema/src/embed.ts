import { escapeHtml } from './html-escape.js';

/** The query parameter and value that put a tour or video page in embed mode (`?embed=1`). */
export const EMBED_PARAM = 'embed';
const EMBED_ON = '1';

/** What an embedded tour asks of its frame: fullscreen, and the phone's motion sensors. */
export const EMBED_FRAME_ALLOW = 'fullscreen; gyroscope; accelerometer';

/** `EMBED_ALLOWED_ORIGINS=*`: every site may frame embed pages (`frame-ancestors *`). */
export const EMBED_ANY_ORIGIN = '*';

/** The frame size offered when the embedding page names none (16:9). */
export const EMBED_DEFAULT_SIZE = { width: 960, height: 540 } as const;

const EMBED_PAIR = `${EMBED_PARAM}=${EMBED_ON}`;

/** A query string's `name=value` pairs (this package sees neither DOM nor Node, so no URL). */
function pairsOf(query: string): string[] {
  return query.split('&').filter((pair) => pair !== '');
}

/** True when a page's search string (`?embed=1&…`) asks for embed mode. */
export function isEmbedSearch(search: string): boolean {
  return pairsOf(search.replace(/^\?/, '')).includes(EMBED_PAIR);
}

/** The page URL with embed mode on; its other parameters (scene, view) and fragment are kept. */
export function embedUrlOf(pageUrl: string): string {
  const hashAt = pageUrl.indexOf('#');
  const beforeHash = hashAt === -1 ? pageUrl : pageUrl.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : pageUrl.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const kept = pairsOf(queryAt === -1 ? '' : beforeHash.slice(queryAt + 1)).filter(
    (pair) => pair.split('=', 1)[0] !== EMBED_PARAM,
  );
  return `${path}?${[...kept, EMBED_PAIR].join('&')}${hash}`;
}

/** What an embed snippet needs: the embed-mode page URL, an accessible title and a size. */
export interface EmbedFrame {
  src: string;
  title: string;
  width: number;
  height: number;
  /** Fill the width of its place at the size's aspect instead of keeping the size. */
  responsive?: boolean;
}

/** The frame's style: a responsive frame is as wide as its place, and as tall as the aspect asks. */
function frameStyle(frame: EmbedFrame): string {
  const width = Math.round(frame.width);
  const height = Math.round(frame.height);
  return frame.responsive ? `border:0;width:100%;height:auto;aspect-ratio:${width}/${height}` : 'border:0';
}

/**
 * The `<iframe>` snippet a portal pastes (the share dialog's "Embed" tab and oEmbed's `html`
 * both use this one), with every attribute escaped: the title is operator text.
 */
export function embedIframeHtml(frame: EmbedFrame): string {
  const attributes = [
    `src="${escapeHtml(frame.src)}"`,
    `title="${escapeHtml(frame.title)}"`,
    `width="${Math.round(frame.width)}"`,
    `height="${Math.round(frame.height)}"`,
    `allow="${EMBED_FRAME_ALLOW}"`,
    'allowfullscreen',
    'loading="lazy"',
    `style="${frameStyle(frame)}"`,
  ];
  return `<iframe ${attributes.join(' ')}></iframe>`;
}
