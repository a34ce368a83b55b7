import { createHash } from 'node:crypto';
import fastifyStatic from '@fastify/static';
import {
  HOME_PATH,
  isEmbedSearch,
  parseViewState,
  previewParamOf,
  TOUR_FRESH_MS,
  tourPageOfPath,
  type PublicConfig,
  type VisitorTour,
  type TourPagePath,
  type TourScreen,
} from '@tourview/schema';
import type { ApiStorage } from '../storage-guard.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { homeFrameFor, sharedLangOf, withHomeFrame, withPageLang } from './home-frame.js';
import { createIndexPageLoader, type IndexPage } from './index-page.js';
import { injectIntoHead } from './inject.js';
import { withoutStyleSheetLinks } from './inline-styles.js';
import { linkPreviewOf, withLinkPreview, withoutPlatformMarks } from './link-preview.js';
import { posterUrl, tourPageData } from './tour-page.js';
import { asPreview, previewRecordJson } from '../preview-lookup.js';
import { requestKind } from '../../http/request-kind.js';
import type { MissLimiter } from '../rate-limits.js';
import { securityHeaders } from '../security-headers.js';

/** What serving the app needs. */
export interface AppPagesOptions {
  distDir: string;
  config: PublicConfig;
  storage: ApiStorage;
  misses: MissLimiter;
  /** Where absolute URLs (link previews) point: the site's public origin. */
  publicOrigin: string;
  /** Origins whose pages may frame tour pages in embed mode; empty: only our own. */
  embedAllowedOrigins: readonly string[];
  /** Origins that may frame a draft's preview (the studio's); empty: only our own. */
  previewFramers: readonly string[];
}

/** Pages without a tour (home, unknown codes) are asked for again on every visit. */
const REVALIDATE = 'no-cache';

/**
 * A page with a tour is reused by the browser for as long as the app keeps tour data fresh,
 * then revalidated (a reload always revalidates). Opening the tour again within that time
 * costs no round trip: on Fast-4G the first room came back in 0.12–0.17 s, not 0.29–0.34 s.
 * Private: the page may carry the visitor's XSRF cookie, which a shared cache must not keep.
 */
const TOUR_PAGE_CACHE = `private, max-age=${TOUR_FRESH_MS / 1000}`;

function pathOf(url: string): string {
  return url.split('?', 1)[0] ?? '/';
}

function searchOf(url: string): string {
  const at = url.indexOf('?');
  return at === -1 ? '' : url.slice(at);
}

/** A tour page's tour, or the status of the page without one. */
type TourLookup = { json: string } | { status: 200 | 404 };

/** The security headers a page goes out with, and validators that cover them. */
interface PageHeaders {
  /** Null: the standard set, which the security-headers hook adds. */
  own: Record<string, string> | null;
  etag: (html: string) => string;
}

/**
 * The standard page headers, the set for embed pages, which other origins may frame, and the
 * set for draft previews, which the studio may frame; with `scriptHash`, each allows the tour
 * page's inline script. Built once per build, since none depends on the request. No allowed
 * origin: no embed set, and embed pages go out exactly like the others.
 */
function pageHeaderSets(options: AppPagesOptions, scriptHash: string | null) {
  const { config, embedAllowedOrigins: framers } = options;
  const hashes = scriptHash === null ? [] : [scriptHash];
  const standardHeaders = securityHeaders(config, [], hashes);
  // Without an inline script, the hook's set (security-headers.ts) is this one.
  const standard: PageHeaders = {
    own: scriptHash === null ? null : standardHeaders,
    etag: pageEtags(standardHeaders),
  };
  const embedHeaders = framers.length > 0 ? securityHeaders(config, framers, hashes) : null;
  const embed: PageHeaders | null = embedHeaders && { own: embedHeaders, etag: pageEtags(embedHeaders) };
  return { standard, embed, preview: securityHeaders(config, options.previewFramers, hashes) };
}

type HeaderSets = ReturnType<typeof pageHeaderSets>;

/**
 * The header sets for pages with the inline script of `scriptHash` or none, built once for
 * each (a rebuild while the server runs brings a new script; only the latest is kept).
 */
function headerSetsCache(options: AppPagesOptions): (scriptHash: string | null) => HeaderSets {
  const plain = pageHeaderSets(options, null);
  let latest: { hash: string; sets: HeaderSets } | null = null;
  return (hash) => {
    if (hash === null) return plain;
    if (latest?.hash !== hash) latest = { hash, sets: pageHeaderSets(options, hash) };
    return latest.sets;
  };
}

/**
 * Makes page validators from what the browser keeps of a page: its bytes, which change with
 * the build, the configuration and the tour it inlines, and the security headers, which a 304
 * leaves as they were (security-headers.ts). A revalidation is then a bodiless 304 instead of
 * the page again (a tour page is 2.6 kB compressed: about 15 ms on Fast-4G). The headers never
 * change while the server runs, so they are hashed once and each page only adds its bytes.
 */
export function pageEtags(headers: Readonly<Record<string, string>>): (html: string) => string {
  const headersHashed = createHash('sha1').update(JSON.stringify(headers));
  return (html) => `W/"${headersHashed.copy().update(html).digest('base64url')}"`;
}

/**
 * A page without a tour. Home asks for its screen's chunks with the app's, so that they come
 * with it rather than a round trip after it has run, and carries the screen's first frame in
 * the visitor's language. The frame's style rules come inline in place of the page's style
 * sheets, so it paints with the page itself (on Fast-4G, a linked sheet held the first paint
 * until 0.87 s, sharing the line with the scripts); the screen's own sheets, which its chunk
 * links once it runs, are preloaded meanwhile.
 */
function otherPage(page: IndexPage, request: FastifyRequest, path: string) {
  if (path !== HOME_PATH) return { html: page.html, additions: {} };
  const frame =
    page.homeFrames &&
    homeFrameFor(page.homeFrames, searchOf(request.url), request.headers['accept-language']);
  const inlineStyle = page.homeInlineStyles;
  const shell = inlineStyle === null ? page.html : withoutStyleSheetLinks(page.html);
  const html = frame ? withHomeFrame(shell, frame) : shell;
  const modulePreloads = page.homeModulePreloads;
  if (inlineStyle === null) return { html, additions: { modulePreloads, stylesheets: page.homeStyles } };
  return { html, additions: { modulePreloads, inlineStyle, stylePreloads: page.homeStyles } };
}

/** The page marked in the language its link asks for; home's frame has set it already. */
function inSharedLang(page: IndexPage, request: FastifyRequest, html: string): string {
  const lang = page.homeFrames && sharedLangOf(page.homeFrames, searchOf(request.url));
  return lang ? withPageLang(html, lang) : html;
}

function sendHtml(reply: FastifyReply, body: string): FastifyReply {
  return reply.type('text/html; charset=utf-8').send(body);
}

/** What serving pages needs, built once when the routes are registered. */
interface PageContext {
  options: AppPagesOptions;
  loadIndex: () => Promise<IndexPage | null>;
  configJson: string;
  headerSets: (scriptHash: string | null) => HeaderSets;
}

/**
 * The stored tour's JSON for a page, or the page's status without it: a real miss is a 404,
 * and counted; a client out of misses and a failing storage get the page as a 200.
 */
async function tourJsonFor(
  options: AppPagesOptions,
  request: FastifyRequest,
  code: string,
): Promise<TourLookup> {
  let stored;
  try {
    stored = await options.storage.getTourJson(code);
  } catch (err) {
    request.log.warn({ err }, 'tour lookup for the page failed; serving the page without it');
    return { status: 200 };
  }
  if (stored) return { json: stored.json };
  const blocked = await options.misses.isBlocked(request);
  await options.misses.recordMiss(request);
  return { status: blocked ? 200 : 404 };
}

/** A video page preloads its route's chunks and the poster it shows first. */
function videoPage(page: IndexPage, tour: VisitorTour, cdnBaseUrl: string, tourJson: string) {
  const poster = posterUrl(tour, cdnBaseUrl);
  return {
    html: page.html,
    additions: {
      tourJson,
      modulePreloads: page.videoModulePreloads,
      ...(poster && { preloadImage: poster }),
    },
  };
}

/**
 * A tour page starts the engine before the app with its inline script (`scriptHash` names it
 * for the page's Content-Security-Policy) and preloads the preview it will fetch; a video
 * page preloads its route's chunks and the poster it shows first. Both carry the tour's link
 * preview.
 */
function tourPage(
  options: AppPagesOptions,
  { page, request }: { page: IndexPage; request: FastifyRequest },
  screen: TourScreen,
  tourJson: string,
) {
  const tour = JSON.parse(tourJson) as VisitorTour;
  const { cdnBaseUrl } = options.config;
  const query = new URL(request.url, 'http://page.invalid').searchParams;
  const scene = parseViewState(query).scene ?? null;
  const preview = linkPreviewOf({ tour, screen, scene, cdnBaseUrl, publicOrigin: options.publicOrigin });
  const withPreview = (html: string) => {
    const previewed = withLinkPreview(html, preview);
    return preview.unbranded ? withoutPlatformMarks(previewed) : previewed;
  };
  if (screen === 'video') {
    const video = videoPage(page, tour, cdnBaseUrl, tourJson);
    return { html: withPreview(video.html), additions: video.additions, scriptHash: null };
  }
  const early = page.earlyViewer;
  return {
    html: withPreview(early?.html ?? page.html),
    additions: {
      ...tourPageData(tour, cdnBaseUrl, query),
      ...(early ? {} : { modulePreloads: page.tourModulePreloads }),
    },
    scriptHash: early?.scriptHash ?? null,
  };
}

/** A page request and the built page it is answered from. */
interface PageRequest {
  request: FastifyRequest;
  reply: FastifyReply;
  page: IndexPage;
}

/**
 * A tour page with `?preview=`: the preview's record instead of the live one, which such a page
 * never shows. An unknown or expired token is a 404 page (the app says so). The studio may
 * frame it; it has no validator, since nothing may store it.
 */
async function sendPreviewPage(
  ctx: PageContext,
  { request, reply, page }: PageRequest,
  screen: TourPagePath,
  token: string,
): Promise<FastifyReply> {
  const { options, configJson } = ctx;
  const json = await previewRecordJson(options.storage, screen.code, token);
  if (!json) {
    asPreview(reply).headers(ctx.headerSets(null).preview);
    await options.misses.recordMiss(request);
    return sendHtml(reply.code(404), injectIntoHead(page.html, { configJson }));
  }
  const { html, additions, scriptHash } = tourPage(options, { page, request }, screen.screen, json);
  asPreview(reply).headers(ctx.headerSets(scriptHash).preview);
  return sendHtml(reply, injectIntoHead(html, { configJson, ...additions }));
}

function sendNotBuilt(reply: FastifyReply): FastifyReply {
  return reply
    .code(503)
    .header('cache-control', REVALIDATE)
    .type('text/plain; charset=utf-8')
    .send('The app is not built yet: run `npm run build`.');
}

/** Sends a page with its validator, or a bodiless 304 when the browser's copy is still it. */
function sendValidated(request: FastifyRequest, reply: FastifyReply, headers: PageHeaders, body: string) {
  const etag = headers.etag(body);
  reply.header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  if (headers.own) reply.headers(headers.own);
  return sendHtml(reply, body);
}

/**
 * The page a path gets, its head filled in: its tour's page when the path names a tour that
 * is there, else the page as for any other path; `missing` when the tour is a real miss.
 */
async function pageFor(
  ctx: PageContext,
  { page, request }: Omit<PageRequest, 'reply'>,
  path: string,
  screen: TourPagePath | null,
) {
  const lookup = screen ? await tourJsonFor(ctx.options, request, screen.code) : null;
  const tourJson = lookup && 'json' in lookup ? lookup.json : null;
  const { html, additions, scriptHash } =
    screen && tourJson
      ? tourPage(ctx.options, { page, request }, screen.screen, tourJson)
      : { ...otherPage(page, request, path), scriptHash: null };
  const body = injectIntoHead(inSharedLang(page, request, html), {
    configJson: ctx.configJson,
    ...additions,
  });
  const missing = lookup !== null && 'status' in lookup && lookup.status === 404;
  return { body, tourFound: Boolean(screen && tourJson), missing, scriptHash };
}

async function sendPage(
  ctx: PageContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const page = await ctx.loadIndex();
  if (!page) return sendNotBuilt(reply);
  const path = pathOf(request.url);
  const screen = tourPageOfPath(path);
  const previewToken = screen && previewParamOf(searchOf(request.url));
  if (screen && previewToken !== null)
    return sendPreviewPage(ctx, { request, reply, page }, screen, previewToken);
  const { body, tourFound, missing, scriptHash } = await pageFor(ctx, { page, request }, path, screen);
  const embedded = tourFound && isEmbedSearch(searchOf(request.url));
  const sets = ctx.headerSets(scriptHash);
  const headers = (embedded && sets.embed) || sets.standard;
  reply.header('cache-control', tourFound ? TOUR_PAGE_CACHE : REVALIDATE);
  // Home's frame is in the visitor's language.
  if (path === HOME_PATH) reply.header('vary', 'Accept-Language');
  // The app still renders its not-found screen from the page; crawlers and portals see the
  // 404. It has no validator: its bytes are the home page's, and a 304 would keep a 200.
  if (missing) return sendHtml(reply.code(404), body);
  return sendValidated(request, reply, headers, body);
}

function sendAppFile(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = pathOf(request.url);
  // index.html only ever goes out with its injections; build metadata stays private. The path
  // stays percent-encoded: the file sender decodes it and refuses traversal and NUL bytes.
  const hashed = path.startsWith('/assets/');
  if (path === '/index.html' || path.startsWith('/.')) reply.callNotFound();
  else reply.sendFile(path.slice(1), { maxAge: hashed ? '365d' : '1h', immutable: hashed });
  return reply;
}

/**
 * Serves the built app: hashed files under `/assets/` cached for a year, other files for an
 * hour, a real 404 for a missing file, and index.html for every other path, with the
 * configuration and, on tour pages, the tour and its preloads injected.
 */
export async function registerAppPages(app: FastifyInstance, options: AppPagesOptions): Promise<void> {
  await app.register(fastifyStatic, { root: options.distDir, serve: false, index: false });
  const ctx: PageContext = {
    options,
    loadIndex: createIndexPageLoader(options.distDir),
    configJson: JSON.stringify(options.config),
    headerSets: headerSetsCache(options),
  };
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const kind = requestKind(request.url);
    if (kind === 'asset') return sendAppFile(request, reply);
    if (kind === 'page') return sendPage(ctx, request, reply);
    reply.callNotFound();
    return reply;
  });
}
