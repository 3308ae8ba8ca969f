import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import type { FastifyInstance, FastifyRequest } from 'fastify';

import { FIRST_LOAD_HINTS_FILE, type PageCode } from '../../src/contract/first-load-hints.ts';
import {
  FIRST_PAINT_TAB_BARS_FILE,
  type FirstPaintTabBar,
  type FirstPaintTabBars,
  withFirstPaintShell,
} from '../../src/contract/first-paint-shell.ts';
import { cookieLanguage } from '../../src/contract/language-cookie.ts';
import { bannerImageUrl } from '../modules/content.ts';
import { hotGames } from '../modules/games/views.ts';
import type { Store } from '../store/store.ts';
import { withVary } from './compress-answers.ts';
import { pathnameOf } from './context.ts';

/** The addresses the app draws its home page at (its route table's home row and the site root). */
const HOME_PATHS = new Set(['/', '/m', '/m/', '/m/home', '/m/index', '/m/index.html']);

/** The game centre, whose TOP GAME strip opens with the first hot game. */
const GAME_CENTRE_PATHS = new Set(['/m/gameCenter']);

/** The home carousel's banner group (the app's HOME_BANNER_GROUP). */
const HOME_BANNER_GROUP = 'm_home';

/** The app's language when the player has chosen none, and the one banners are drawn in when they have no text of the player's. */
const DEFAULT_LANGUAGE = 'EN';

/**
 * The first banner of the home carousel, the largest thing a first visit to home paints, in the
 * player's language (the app's language cookie) where it has a text in it: the address the
 * announcements answer names for that language.
 */
function firstHomeBannerUrl(store: Store, language: string | undefined): string | undefined {
  const first = store.content.banners().find((banner) => banner.groupName === HOME_BANNER_GROUP);
  if (!first) return undefined;
  const drawnIn = language && language !== DEFAULT_LANGUAGE && store.content.bannerTexts(language).has(first.id) ? language : undefined;
  return bannerImageUrl(first.id, drawnIn);
}

/** The first tile of the game centre's TOP GAME strip: the largest thing a first visit there paints. */
function firstTopGameIconUrl(store: Store): string | undefined {
  return hotGames(store.catalog)[0]?.iconUrl;
}

/**
 * The game centre's code from the build's hints, or nothing when the build wrote none (an older
 * build, or a folder without one): the picture is still named then.
 */
export function readGameCentreCode(distDir: string): PageCode | undefined {
  try {
    const hints = JSON.parse(readFileSync(path.join(distDir, FIRST_LOAD_HINTS_FILE), 'utf8')) as Record<
      string,
      Partial<PageCode> | undefined
    >;
    const page = hints.gameCenter;
    const onlyPaths = (list: unknown) =>
      Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string' && /^\/assets\/[\w.-]+$/.test(item)) : [];
    return page ? { scripts: onlyPaths(page.scripts), styles: onlyPaths(page.styles) } : undefined;
  } catch {
    return undefined;
  }
}

/** `Link` values for a page's code: module scripts as the app imports them, stylesheets as its loader links them. */
function codeLinks(code: PageCode | undefined): string[] {
  if (!code) return [];
  return [
    ...code.styles.map((style) => `<${style}>; rel=preload; as=style; crossorigin`),
    ...code.scripts.map((script) => `<${script}>; rel=modulepreload`),
  ];
}

/**
 * A file of the build, read again only when it changes (a new build in the same folder);
 * undefined while there is none, or when it cannot be read as `parse` expects.
 */
function buildFileReader<T>(distDir: string, name: string, parse: (text: string) => T): () => T | undefined {
  let cached: { version: string; value: T } | undefined;
  return () => {
    try {
      const file = path.join(distDir, name);
      const { mtimeMs, size } = statSync(file);
      // With the size: a file system that keeps whole seconds would not tell two builds apart.
      const version = `${mtimeMs}:${size}`;
      if (cached?.version !== version) cached = { version, value: parse(readFileSync(file, 'utf8')) };
      return cached.value;
    } catch {
      return undefined;
    }
  };
}

/** The build's tab bars by language, keeping only well-formed entries. */
function parseTabBars(text: string): FirstPaintTabBars {
  const bars: FirstPaintTabBars = {};
  for (const [code, bar] of Object.entries(JSON.parse(text) as Record<string, Partial<FirstPaintTabBar> | undefined>)) {
    if (typeof bar?.html === 'string' && typeof bar.lang === 'string' && (bar.dir === 'ltr' || bar.dir === 'rtl'))
      bars[code] = { lang: bar.lang, dir: bar.dir, html: bar.html };
  }
  return bars;
}

/**
 * On a first visit, the address of the picture a page opens with (home's first banner, the game
 * centre's first TOP GAME tile) is known only once the app's code has run and asked for its list,
 * two round trips after the page itself. The page's answer names it in a `Link: rel=preload`
 * header, as a CDN's edge rule or 103 Early Hints would, so the picture comes down beside the code
 * and is there when the app draws it.
 *
 * Home's answer goes further and draws that banner itself (src/contract/first-paint-shell.ts): a
 * first visit sees it once the page, its stylesheets and the picture have come, and the app's
 * code follows (docs/architecture.md#first-paint). Later visits are answered by the service
 * worker, whose copy of the page has neither: they draw from its caches.
 */
export function installFirstPicturePreload(app: FastifyInstance, store: Store, distDir: string, gameCentreCode?: PageCode): void {
  // The catalog does not change while the gateway runs (the hot-games answer is cached the same
  // way), so the game centre's picture is looked up once; banners are read per answer.
  let topGameIcon: { url: string | undefined } | undefined;
  // Home's picture, looked up once per answer: the page drawn in onRequest and its Link header in
  // onSend name the same one.
  const homePictures = new WeakMap<FastifyRequest, string | undefined>();
  const homePictureOf = (request: FastifyRequest): string | undefined => {
    if (!homePictures.has(request)) homePictures.set(request, firstHomeBannerUrl(store, cookieLanguage(request.headers.cookie)));
    return homePictures.get(request);
  };
  const firstPictureOf = (path: string, request: FastifyRequest): string | undefined => {
    if (HOME_PATHS.has(path)) return homePictureOf(request);
    topGameIcon ??= { url: firstTopGameIconUrl(store) };
    return topGameIcon.url;
  };
  const appPage = buildFileReader(distDir, 'index.html', (text) => text);
  const tabBars = buildFileReader(distDir, FIRST_PAINT_TAB_BARS_FILE, parseTabBars);
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (!HOME_PATHS.has(pathnameOf(request.url))) return;
    const picture = homePictureOf(request);
    const html = picture ? appPage() : undefined;
    // The tab bar in the language the app will start in: the cookie's, else the default's.
    const bars = tabBars();
    const tabBar = bars?.[cookieLanguage(request.headers.cookie) ?? DEFAULT_LANGUAGE] ?? bars?.[DEFAULT_LANGUAGE];
    const page = html && picture ? withFirstPaintShell(html, picture, tabBar) : undefined;
    // Without a banner (or a page this cannot draw into) the file is sent as it is.
    if (!page) return;
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
  });
  // Home's code is announced in index.html itself; the game centre's, which the entry would ask
  // for only once it has run, is named here with its picture.
  const gameCentreLinks = codeLinks(gameCentreCode);
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET') return payload;
    const path = pathnameOf(request.url);
    if (!HOME_PATHS.has(path) && !GAME_CENTRE_PATHS.has(path)) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
    const picture = firstPictureOf(path, request);
    // Home's picture (and page) follow the language cookie: a shared cache keeps one per language.
    if (HOME_PATHS.has(path)) reply.header('vary', withVary(reply.getHeader('vary'), 'Cookie'));
    const links = [
      ...(picture ? [`<${picture}>; rel=preload; as=image; fetchpriority=high`] : []),
      ...(GAME_CENTRE_PATHS.has(path) ? gameCentreLinks : []),
    ];
    if (links.length > 0) reply.header('link', links.join(', '));
    return payload;
  });
}
