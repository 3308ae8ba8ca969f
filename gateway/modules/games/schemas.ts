import type { Game, GameList, GamePage, LaneSorting, VendorGameType, VendorGameTypes, VendorName } from '../../../src/contract/games.ts';
import {
  booleanSchema,
  languageProperty,
  merchantCodeProperty,
  nullableStringSchema,
  numberSchema,
  pageNoProperty,
  pageSchemaOf,
  pageSizeProperty,
  schemaFor,
  stringListSchema,
  stringSchema,
} from '../../http/schemas.ts';

/** The reference gateway's answer: every part, and every vendor named in full. */
export interface VassGameTypes extends Required<VendorGameTypes> {
  content: Record<string, Record<string, Required<VendorGameType>[]>>;
  sorting: { gameCategory: string; vendorNames: Required<VendorName>[] }[];
}

const vendorGameTypeSchema = schemaFor<VendorGameType>()({
  type: 'object',
  required: ['gameType'],
  additionalProperties: false,
  properties: { gameType: stringSchema, accountTypeName: stringSchema, displayName: stringSchema },
});

const vendorNameSchema = schemaFor<VendorName>()({
  type: 'object',
  required: ['vendor'],
  additionalProperties: false,
  properties: { vendor: stringSchema, accountTypeName: stringSchema, displayName: stringSchema, iconUrl: stringSchema },
});

const laneSortingSchema = schemaFor<LaneSorting>()({
  type: 'object',
  required: ['gameCategory'],
  additionalProperties: false,
  properties: { gameCategory: stringSchema, vendorNames: { type: 'array', items: vendorNameSchema } },
});

export const vassGameTypesSchema = schemaFor<VendorGameTypes>()({
  type: 'object',
  additionalProperties: false,
  properties: {
    content: {
      type: 'object',
      additionalProperties: { type: 'object', additionalProperties: { type: 'array', items: vendorGameTypeSchema } },
    },
    sorting: { type: 'array', items: laneSortingSchema },
    mapping: { type: 'object', additionalProperties: stringListSchema },
  },
});

/**
 * A game as the reference gateway's lists carry it: every field of the contract's Game, the
 * category one of the eleven of docs/product.md#who-it-is-for, `minBet` fixed per game (`minBetOf`).
 */
export type GameView = Required<Game>;

/** Every game list's entry (hot, game list, favourites, recent). */
export const gameSchema = schemaFor<Game>()({
  type: 'object',
  required: ['id', 'gameId', 'nodeId', 'vendor', 'vassalage', 'supportPlay', 'gameType', 'gameName', 'iconUrl'],
  additionalProperties: false,
  properties: {
    id: numberSchema,
    gameId: numberSchema,
    nodeId: numberSchema,
    roomId: numberSchema,
    vendor: stringSchema,
    vassalage: stringSchema,
    supportPlay: numberSchema,
    gameType: stringSchema,
    gameName: stringSchema,
    iconUrl: stringSchema,
    isTop: numberSchema,
    isNew: numberSchema,
    lottoGameCode: nullableStringSchema,
    gameCategory: stringSchema,
    gameClassify: stringSchema,
    accountTypeName: stringSchema,
    displayName: stringSchema,
    nodeName: stringSchema,
    telIconUrl: stringSchema,
    mobileLargeIcon: nullableStringSchema,
    showIcon: booleanSchema,
    minBet: numberSchema,
    minLine: numberSchema,
  },
});

/** `{list: [Game]}`: the hot games and the recent games. */
export const gameListSchema = schemaFor<GameList>()({
  type: 'object',
  required: ['list'],
  additionalProperties: false,
  properties: { list: { type: 'array', items: gameSchema } },
});

export const gamePageSchema = schemaFor<GamePage>()(pageSchemaOf(gameSchema));

const platformProperty = { type: 'string', pattern: '^[A-Za-z0-9]{0,10}$' } as const;
const gameTypeProperty = { type: 'string', pattern: '^[A-Z_]{0,20}$' } as const;

export const vassQuerySchema = {
  type: 'object',
  properties: { typeId: { type: 'string', pattern: '^[0-9]{1,4}$' } },
} as const;

/** The platform's parameters are accepted; only `gameType` filters (empty = every hot game). */
export const hotQuerySchema = {
  type: 'object',
  properties: {
    merchantCode: merchantCodeProperty,
    isPlatform: { type: 'string', pattern: '^[0-9]{1,2}$' },
    language: languageProperty,
    platform: platformProperty,
    gameType: gameTypeProperty,
  },
} as const;

export const gameListQuerySchema = {
  type: 'object',
  properties: {
    merchant: merchantCodeProperty,
    platform: platformProperty,
    clientType: { type: 'string', pattern: '^[0-9]{0,2}$' },
    gameName: { type: 'string', maxLength: 50 },
    gameType: gameTypeProperty,
    vassalage: { type: 'string', pattern: '^[A-Z0-9_]{0,30}$' },
    gameClassify: gameTypeProperty,
    minBet: { type: 'string', pattern: '^([0-9]{1,6}(\\.[0-9]{1,2})?)?$' },
    minLine: { type: 'string', pattern: '^[0-9]{0,4}$' },
    pageNo: pageNoProperty,
    pageSize: pageSizeProperty,
    language: languageProperty,
  },
} as const;
