import type { FastifyRequest } from 'fastify';

import { memberRoutes, visitorOrMemberRoutes } from '../http/auth.ts';
import type { GatewayModule } from '../http/context.ts';
import { sendRevalidatable } from '../http/http-cache.ts';
import { headerText } from '../http/merchant.ts';
import {
  answersWith,
  booleanSchema,
  idProperty,
  idTextProperty,
  languageProperty,
  merchantCodeProperty,
  nullableStringSchema,
  numberSchema,
  schemaFor,
  stringSchema,
} from '../http/schemas.ts';
import { ok } from '../lib/envelope.ts';
import { GatewayError } from '../lib/errors.ts';
import type { AnnouncementRecord, BannerRecord, BannerText, LinkageType } from '../store/repositories/content.ts';
import type { Store } from '../store/store.ts';

/** The answer's text lists and the announcement type each one carries (B is `banners`). */
const LIST_OF_TYPE: Partial<Record<AnnouncementRecord['type'], 'player' | 'popup' | 'promotion'>> = {
  PL: 'player',
  PU: 'popup',
  PR: 'promotion',
};
const DEFAULT_LANGUAGE = 'EN';
const DEFAULT_WINNERS_LIMIT = 100;
const MAX_WINNERS_LIMIT = 1000;

interface BannerItem {
  id: number;
  title: string;
  /** Banner image (generated SVG under /cdn). */
  url: string;
  linkage: { type: LinkageType; target: string };
  groupName: string;
  sort: number;
}

export interface AnnouncementItem {
  id: number;
  title: string;
  /** HTML as the operator wrote it: the app sanitises it before rendering. */
  content: string;
  type: AnnouncementRecord['type'];
  execution: AnnouncementRecord['execution'];
  promotionType: string | null;
  read: boolean;
  sort: number;
  createdAt: number;
}

export interface AnnouncementsValue {
  banners: BannerItem[];
  player: AnnouncementItem[];
  popup: AnnouncementItem[];
  promotion: AnnouncementItem[];
}

export interface WinnerEntry {
  vo: {
    customerName: string;
    gameName: string;
    winAmount: number;
    iconUrl: string;
    notAuto: 0 | 1;
    currencySymbol: string;
  };
}

const bannerItemSchema = schemaFor<BannerItem>()({
  type: 'object',
  required: ['id', 'title', 'url', 'linkage', 'groupName', 'sort'],
  additionalProperties: false,
  properties: {
    id: numberSchema,
    title: stringSchema,
    url: stringSchema,
    linkage: {
      type: 'object',
      required: ['type', 'target'],
      additionalProperties: false,
      properties: { type: stringSchema, target: stringSchema },
    },
    groupName: stringSchema,
    sort: numberSchema,
  },
});

const announcementItemSchema = schemaFor<AnnouncementItem>()({
  type: 'object',
  required: ['id', 'title', 'content', 'type', 'execution', 'promotionType', 'read', 'sort', 'createdAt'],
  additionalProperties: false,
  properties: {
    id: numberSchema,
    title: stringSchema,
    content: stringSchema,
    type: stringSchema,
    execution: stringSchema,
    promotionType: nullableStringSchema,
    read: booleanSchema,
    sort: numberSchema,
    createdAt: numberSchema,
  },
});

const announcementListSchema = { type: 'array', items: announcementItemSchema } as const;

const announcementsSchema = schemaFor<AnnouncementsValue>()({
  type: 'object',
  required: ['banners', 'player', 'popup', 'promotion'],
  additionalProperties: false,
  properties: {
    banners: { type: 'array', items: bannerItemSchema },
    player: announcementListSchema,
    popup: announcementListSchema,
    promotion: announcementListSchema,
  },
});

const winnerEntrySchema = schemaFor<WinnerEntry>()({
  type: 'object',
  required: ['vo'],
  additionalProperties: false,
  properties: {
    vo: {
      type: 'object',
      required: ['customerName', 'gameName', 'winAmount', 'iconUrl', 'notAuto', 'currencySymbol'],
      additionalProperties: false,
      properties: {
        customerName: stringSchema,
        gameName: stringSchema,
        winAmount: numberSchema,
        iconUrl: stringSchema,
        notAuto: numberSchema,
        currencySymbol: stringSchema,
      },
    },
  },
});

const winnersSchema = {
  type: 'object',
  required: ['list'],
  additionalProperties: false,
  properties: { list: { type: 'array', items: winnerEntrySchema } },
} as const;

const TYPE_LIST = '(B|PL|PU|PR|A)';

const announcementsQuerySchema = {
  type: 'object',
  properties: {
    types: { type: 'string', pattern: `^${TYPE_LIST}(,${TYPE_LIST})*$` },
    groupName: { type: 'string', pattern: '^[A-Za-z0-9_]{1,40}$' },
    platform: { type: 'string', pattern: '^[A-Za-z]{1,4}$' },
    language: languageProperty,
    merchantCode: merchantCodeProperty,
  },
} as const;

const markReadBodySchema = {
  type: 'object',
  required: ['announcementId'],
  additionalProperties: false,
  properties: {
    announcementId: {
      anyOf: [idProperty, idTextProperty],
    },
    read: { type: 'boolean' },
  },
} as const;

const winnersQuerySchema = {
  type: 'object',
  properties: {
    gameCategory: { type: 'string', pattern: '^[A-Z_]{1,20}$' },
    language: languageProperty,
    limitNum: { type: 'string', pattern: '^[0-9]{1,4}$' },
  },
} as const;

interface AnnouncementsQuery {
  types?: string;
  groupName?: string;
  platform?: string;
  language?: string;
}

/** Query `language`, else the `Language` header, else EN; other codes fall back per text. */
export function requestLanguage(request: FastifyRequest, query?: string): string {
  const header = headerText(request, 'language')?.trim() ?? '';
  // An empty `language` is not given (languageProperty): the header decides.
  const candidate = query || (/^[A-Za-z]{2}$/.test(header) ? header : DEFAULT_LANGUAGE);
  return candidate.toUpperCase();
}

/**
 * Where a banner's picture is served (the CDN module draws it). The picture carries the banner's
 * words, so one with a text in the player's language is drawn in it (`?language=`); the English
 * one keeps its plain address.
 */
export const bannerImageUrl = (id: number, language?: string): string =>
  `/cdn/banners/${id}.webp${language ? `?language=${encodeURIComponent(language)}` : ''}`;

function bannerItem(banner: BannerRecord, texts: ReadonlyMap<number, BannerText>, language: string): BannerItem {
  const text = texts.get(banner.id);
  return {
    id: banner.id,
    title: text?.title ?? banner.title,
    url: bannerImageUrl(banner.id, text ? language : undefined),
    linkage: { type: banner.linkageType, target: banner.linkage },
    groupName: banner.groupName,
    sort: banner.sort,
  };
}

/**
 * Announcements by type: `banners` are the image banners of the requested group (all groups when
 * no group is asked for); player notices, popups and promotions are announcements of types PL,
 * PU and PR in the requested language (English when it has no text), with the member's read flag.
 * Types not asked for answer empty lists; type A (agent notices) has no list here.
 */
function announcements(store: Store, query: AnnouncementsQuery, language: string, accountId: number | undefined): AnnouncementsValue {
  const wanted = new Set((query.types ?? 'B,PL,PU,PR').split(','));
  const value: AnnouncementsValue = { banners: [], player: [], popup: [], promotion: [] };
  if (wanted.has('B')) {
    const bannerTexts = language === DEFAULT_LANGUAGE ? new Map<number, BannerText>() : store.content.bannerTexts(language);
    value.banners = store.content
      .banners()
      .filter((banner) => query.groupName === undefined || banner.groupName === query.groupName)
      .map((banner) => bannerItem(banner, bannerTexts, language));
  }
  const texts = language === DEFAULT_LANGUAGE ? new Map() : store.content.announcementTexts(language);
  const read = accountId === undefined ? new Set<number>() : store.content.readAnnouncementIds(accountId);
  const platform = query.platform?.toUpperCase();
  for (const announcement of store.content.announcements()) {
    if (platform !== undefined && announcement.platform !== platform) continue;
    const list = LIST_OF_TYPE[announcement.type];
    if (!list || !wanted.has(announcement.type)) continue;
    const text = texts.get(announcement.id) ?? announcement;
    value[list].push({
      id: announcement.id,
      title: text.title,
      content: text.content,
      type: announcement.type,
      execution: announcement.execution,
      promotionType: announcement.promotionType,
      read: read.has(announcement.id),
      sort: announcement.sort,
      createdAt: announcement.publishedAt,
    });
  }
  return value;
}

/** Highest win first, optionally one category (product category or wire lane), at most `limit`. */
function winners(store: Store, gameCategory: string, limit: number): { list: WinnerEntry[] } {
  const currencySymbol = store.settings.get('currency').symbol;
  const list = store.content
    .winners()
    .filter((winner) => gameCategory === 'ALL' || winner.gameCategory === gameCategory || winner.gameType === gameCategory)
    .slice(0, limit)
    .map((winner) => ({
      vo: {
        customerName: winner.customerName,
        gameName: winner.gameName,
        winAmount: winner.winCents / 100,
        iconUrl: `/cdn/games/${winner.gameId}.webp`,
        notAuto: winner.notAuto,
        currencySymbol,
      },
    }));
  return { list };
}

/**
 * Content: announcements (with per-member read state), marking one read, the winners board.
 * The GETs are public; a valid session personalises the read flags, an invalid one is ignored.
 */
export const contentModule: GatewayModule = async (app, { store }) => {
  await visitorOrMemberRoutes(app, store, (scope) => {
    scope.get(
      '/wps/announcements',
      { schema: { querystring: announcementsQuerySchema, response: answersWith(announcementsSchema) } },
      async (request, reply) => {
        const session = request.member;
        const language = requestLanguage(request, request.query.language);
        const value = announcements(store, request.query, language, session?.account.id);
        // Read flags make the body per member: private, and varies with the token and language.
        return sendRevalidatable(request, reply, value, undefined, { private: true, vary: 'Authorization, Language' });
      },
    );
  });

  await memberRoutes(app, store, (routes) => {
    routes.post(
      '/wps/announcements/read',
      { schema: { body: markReadBodySchema, response: answersWith(booleanSchema) } },
      async (request, reply) => {
        const { account } = request.member;
        const id = Number(request.body.announcementId);
        if (!store.content.announcement(id)) throw new GatewayError('announcement.not.found');
        if (request.body.read === false) store.content.markAnnouncementUnread(account.id, id);
        else store.content.markAnnouncementRead(account.id, id, Date.now());
        reply.header('cache-control', 'no-store');
        return ok(true);
      },
    );
  });

  app.get('/wps/winners', { schema: { querystring: winnersQuerySchema, response: answersWith(winnersSchema) } }, async (request, reply) => {
    const limit = Math.min(Number(request.query.limitNum ?? DEFAULT_WINNERS_LIMIT), MAX_WINNERS_LIMIT);
    const value = winners(store, request.query.gameCategory ?? 'ALL', limit);
    return sendRevalidatable(request, reply, value, store.settings.lastModified());
  });
};
