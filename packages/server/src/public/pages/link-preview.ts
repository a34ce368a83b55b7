import {
  defaultLanguageOf,
  escapeHtml,
  isUnbrandedTour,
  resolveText,
  type LocalizedText,
  type VisitorTour,
  type TourScreen,
} from '@tourview/schema';
import { absoluteMediaUrl, oembedRequestUrl, tourPageUrl } from './public-urls.js';

/** The name link previews give the site (`og:site_name`, oEmbed's `provider_name`). */
export const SITE_NAME = 'Tourview';

/** Longer descriptions are cut by every preview anyway; cutting here keeps the word whole. */
const DESCRIPTION_MAX = 160;

/** An absolute image URL with its size in pixels. */
export interface PreviewImage {
  url: string;
  width: number;
  height: number;
}

/** What a shared link shows: the page's title, description, address and picture. */
export interface LinkPreview {
  title: string;
  description: string;
  /** The canonical page URL (`og:url`). */
  url: string;
  image?: PreviewImage & { alt: string };
  oembedUrl: string;
  /** An unbranded code's page: the preview names no site. */
  unbranded: boolean;
}

/** Where the page is and what it shows. */
export interface PreviewPage {
  tour: VisitorTour;
  screen: TourScreen;
  /** `?scene=` of the request; ignored unless it names a room of the tour. */
  scene: string | null;
  publicOrigin: string;
  cdnBaseUrl: string;
}

/** Whitespace collapsed, then at most `max` characters, cut after a whole word with "…". */
export function trimOnWord(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}

/**
 * The branded page's share image with the agency's logo when it has one, else the importer's
 * share image (1200×630), which the unbranded page always uses, else the start room's preview (six cube faces
 * stacked, so a tall strip), else none.
 */
export function previewImageOf(
  tour: VisitorTour,
  cdnBaseUrl: string,
  publicOrigin: string,
): PreviewImage | undefined {
  const shareImage = (!isUnbrandedTour(tour) && tour.branding?.shareImage) || tour.shareImage;
  if (shareImage) return { ...shareImage, url: absoluteMediaUrl(shareImage.url, cdnBaseUrl, publicOrigin) };
  const start = tour.scenes.find((s) => s.id === tour.startScene);
  if (!start) return undefined;
  const { url, faceSize } = start.panorama.preview;
  return { url: absoluteMediaUrl(url, cdnBaseUrl, publicOrigin), width: faceSize, height: faceSize * 6 };
}

/**
 * A tour's text in its default language. Previews never follow the visitor's language: a
 * tour page stays one document for every visitor, so shared caches can keep it.
 */
export function inDefaultLanguage(tour: VisitorTour, text: LocalizedText): string {
  return resolveText(text, [defaultLanguageOf(tour)]);
}

/** The link preview of a tour or video page, in the tour's default language. */
export function linkPreviewOf(page: PreviewPage): LinkPreview {
  const { tour, screen, publicOrigin } = page;
  const scene = screen === 'tour' ? tour.scenes.find((s) => s.id === page.scene) : undefined;
  const tourTitle = inDefaultLanguage(tour, tour.title);
  const title = scene
    ? `${inDefaultLanguage(tour, scene.title)} · ${tourTitle}`
    : screen === 'video'
      ? `Video · ${tourTitle}`
      : tourTitle;
  const { address } = tour.property;
  const url = tourPageUrl(publicOrigin, tour.code, screen, scene?.id);
  const image = previewImageOf(tour, page.cdnBaseUrl, publicOrigin);
  return {
    title,
    description: trimOnWord(
      `${address.line1}, ${address.city}. ${inDefaultLanguage(tour, tour.property.description)}`,
      DESCRIPTION_MAX,
    ),
    url,
    ...(image && { image: { ...image, alt: tourTitle } }),
    oembedUrl: oembedRequestUrl(publicOrigin, url),
    unbranded: isUnbrandedTour(tour),
  };
}

const meta = (attribute: 'name' | 'property', key: string, value: string | number) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(String(value))}">`;

/** The head elements of a link preview: title, description, Open Graph, Twitter card, oEmbed. */
export function linkPreviewTags(preview: LinkPreview): string {
  const { image } = preview;
  return [
    `<title>${escapeHtml(preview.title)}</title>`,
    meta('name', 'description', preview.description),
    meta('property', 'og:type', 'website'),
    ...(preview.unbranded ? [] : [meta('property', 'og:site_name', SITE_NAME)]),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:url', preview.url),
    ...(image
      ? [
          meta('property', 'og:image', image.url),
          meta('property', 'og:image:width', image.width),
          meta('property', 'og:image:height', image.height),
          meta('property', 'og:image:alt', image.alt),
        ]
      : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    `<link rel="alternate" type="application/json+oembed" href="${escapeHtml(preview.oembedUrl)}" title="${escapeHtml(preview.title)}">`,
  ].join('');
}

const TITLE = /<title>[\s\S]*?<\/title>/;
const DESCRIPTION = /<meta\s+name="description"[^>]*>/g;

const ICON = /<link\s+rel="icon"[^>]*>/g;
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/g;

/**
 * An unbranded page without the platform's marks of the built index.html: its icon (an empty
 * one instead, so the browser does not fetch `/favicon.ico` either) and the platform's name in
 * the no-script note.
 */
export function withoutPlatformMarks(html: string): string {
  return html
    .replace(ICON, '<link rel="icon" href="data:,">')
    .replace(NOSCRIPT, '<noscript>This tour needs JavaScript.</noscript>');
}

/**
 * The page with the built index.html's generic title and description replaced by the link
 * preview, where the title was: early in the head, which previewers read first.
 */
export function withLinkPreview(html: string, preview: LinkPreview): string {
  const tags = linkPreviewTags(preview);
  const end = html.indexOf('</head>');
  if (end === -1) return tags + html;
  const head = html.slice(0, end).replace(DESCRIPTION, '');
  return (TITLE.test(head) ? head.replace(TITLE, () => tags) : head + tags) + html.slice(end);
}
