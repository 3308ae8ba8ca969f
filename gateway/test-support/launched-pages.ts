import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

import { authHeaders } from './flows.ts';
import { envelope, type TestGateway } from './harness.ts';

/** A game or chat page opened as a browser opens it: the launch's ticket traded for the page and its key. */
export interface OpenedPage {
  /** The ticket the launch answered (now spent). */
  ticket: string;
  /** `/lgw/play/page/<id>` or `/lgw/chat/page/<id>`, without the query. */
  path: string;
  pageId: string;
  /** The page's query (`?language=EN`), as the redirect kept it. */
  query: string;
  /** The key from the cookie, and the cookie as the browser sends it back. */
  key: string;
  cookie: string;
  /** The redirect's Set-Cookie, attributes included. */
  setCookie: string;
}

const TICKET_IN = /^\/lgw\/(play|chat)\/([0-9a-f]{64})(\?.*)?$/;

/** Presents a launch's address (`/lgw/play/<ticket>?...`) once and follows its 303 as a browser would. */
export async function openLaunchedPage(gateway: TestGateway, launchUrl: string): Promise<OpenedPage> {
  const [, kind = '', ticket = ''] = TICKET_IN.exec(launchUrl) ?? [];
  expect(ticket, launchUrl).toMatch(/^[0-9a-f]{64}$/);
  const opened = await gateway.request({ method: 'GET', url: launchUrl, merchant: null });
  expect(opened.statusCode, opened.body).toBe(303);
  expect(opened.headers['cache-control']).toBe('no-store');
  const location = String(opened.headers.location);
  const [, path = '', pageId = '', query = ''] = new RegExp(`^(/lgw/${kind}/page/([0-9a-f]{32}))(\\?[^#]*)?$`).exec(location) ?? [];
  expect(pageId, location).not.toBe('');
  const setCookie = String(opened.headers['set-cookie']);
  const [, name = '', key = ''] = /^(\w+)=([0-9a-f]{64});/.exec(setCookie) ?? [];
  expect(key, setCookie).not.toBe('');
  return { ticket, path, pageId, query, key, cookie: `${name}=${key}`, setCookie };
}

/** Launches a game as the app does and opens its page. */
export async function openGame(
  gateway: TestGateway,
  token: string,
  gameId: number,
  {
    freePlay = 0,
    backUrl = '/m/slotsCenter?vassalage=NVS',
    language = 'EN',
  }: { freePlay?: number; backUrl?: string; language?: string } = {},
): Promise<OpenedPage> {
  const query = `gameId=${gameId}&freePlay=${freePlay}&backUrl=${encodeURIComponent(backUrl)}&language=${language}&device=MOBILE`;
  const response = await gateway.request({ method: 'GET', url: `/wps/game/launchGame?${query}`, headers: authHeaders(token) });
  expect(response.statusCode, response.body).toBe(200);
  const { gameUrl } = envelope(response).value as { gameUrl: string };
  return openLaunchedPage(gateway, gameUrl);
}

/** The game page, with its key or with the cookie given. */
export function gamePage(gateway: TestGateway, page: OpenedPage, cookie: string | null = page.cookie): Promise<LightMyRequestResponse> {
  return gateway.request({ method: 'GET', url: `${page.path}${page.query}`, merchant: null, headers: cookie === null ? {} : { cookie } });
}

/** A spin as the page's script sends it: JSON, with the page's cookie. */
export function spinOn(
  gateway: TestGateway,
  page: OpenedPage,
  payload: string | object,
  {
    headers = { 'content-type': 'application/json' },
    query = '',
    cookie = page.cookie,
  }: { headers?: Record<string, string>; query?: string; cookie?: string | null } = {},
): Promise<LightMyRequestResponse> {
  return gateway.request({
    method: 'POST',
    url: `${page.path}/spin${query}`,
    merchant: null,
    headers: { ...headers, ...(cookie === null ? {} : { cookie }) },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}
