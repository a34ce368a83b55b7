import {
  EMBED_DEFAULT_SIZE,
  embedIframeHtml,
  embedUrlOf,
  tourPageOfPath,
  isUnbrandedTour,
  type OembedResponse,
  type VisitorTour,
} from '@tourview/schema';
import { inDefaultLanguage, previewImageOf, SITE_NAME, type PreviewImage } from '../pages/link-preview.js';

/** A tour or video page of this site, named by an oEmbed request. */
export interface OembedPage {
  code: string;
  /** The page on the public origin, with its query (scene, view) and without a fragment. */
  url: string;
}

/**
 * The page an oEmbed `url` names, or null when it is no tour or video page on the public
 * origin: the answer's iframe must never point anywhere else.
 */
export function oembedPageOf(url: string, publicOrigin: string): OembedPage | null {
  if (!URL.canParse(url)) return null;
  const parsed = new URL(url);
  const screen = parsed.origin === publicOrigin ? tourPageOfPath(parsed.pathname) : null;
  return screen && { code: screen.code, url: `${publicOrigin}${parsed.pathname}${parsed.search}` };
}

/** `size` shrunk to fit `maxWidth` and `maxHeight`, keeping its aspect; never enlarged. */
export function fitWithin(
  size: { width: number; height: number },
  maxWidth?: number,
  maxHeight?: number,
): { width: number; height: number } {
  const scale = Math.min(1, (maxWidth ?? size.width) / size.width, (maxHeight ?? size.height) / size.height);
  return {
    width: Math.max(1, Math.floor(size.width * scale)),
    height: Math.max(1, Math.floor(size.height * scale)),
  };
}

/** The frame size: the default 16:9, shrunk to fit `maxwidth` and `maxheight`, still 16:9. */
export function frameSize(maxWidth?: number, maxHeight?: number): { width: number; height: number } {
  return fitWithin(EMBED_DEFAULT_SIZE, maxWidth, maxHeight);
}

/** What the oEmbed answer needs beyond the tour. */
export interface OembedContext {
  page: OembedPage;
  maxWidth?: number;
  maxHeight?: number;
  publicOrigin: string;
  cdnBaseUrl: string;
}

/**
 * The oEmbed answer for a tour page: its iframe in embed mode, and its share image, titled in
 * the tour's default language as the page's link preview is. The answer for an unbranded code
 * frames the unbranded page and names no provider.
 */
export function oembedAnswer(tour: VisitorTour, context: OembedContext): OembedResponse {
  const size = frameSize(context.maxWidth, context.maxHeight);
  const title = inDefaultLanguage(tour, tour.title);
  const image = previewImageOf(tour, context.cdnBaseUrl, context.publicOrigin);
  return {
    type: 'rich',
    version: '1.0',
    html: embedIframeHtml({ src: embedUrlOf(context.page.url), title, ...size }),
    ...size,
    title,
    // An unbranded code's answer names no platform: listing services accept none.
    ...(!isUnbrandedTour(tour) && { provider_name: SITE_NAME, provider_url: `${context.publicOrigin}/` }),
    ...(image && thumbnailOf(image, context)),
  };
}

/**
 * The thumbnail at a size within `maxwidth` and `maxheight`, as oEmbed (§2.3.4) asks: the tour
 * has one image to offer, which the consumer shows at the size the answer gives.
 */
function thumbnailOf(image: PreviewImage, context: OembedContext) {
  const { width, height } = fitWithin(image, context.maxWidth, context.maxHeight);
  return { thumbnail_url: image.url, thumbnail_width: width, thumbnail_height: height };
}
