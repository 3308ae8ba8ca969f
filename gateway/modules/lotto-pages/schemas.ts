import { languageProperty, ticketProperty } from '../../http/schemas.ts';
import { LOTTERY_STAKES, POSITION_FIELD, SET_FIELD } from './rules.ts';

const merchantPattern = '^[A-Za-z0-9_-]{1,40}$';
/** A theme name used as a body class (`theme-<css>`), never as a URL or markup. */
const cssProperty = { type: 'string', pattern: '^[a-z0-9-]{0,20}$' } as const;
const prizeModeProperty = { type: 'string', enum: ['', 'Lott', 'ZY', 'Elott'] } as const;
/** Checked by `drawTimeZone`, which falls back to UTC rather than refusing the page. */
const timeZoneProperty = { type: 'string' } as const;

export const frameParamsSchema = {
  type: 'object',
  required: ['mui', 'playType', 'gameId'],
  properties: {
    mui: { type: 'string', pattern: merchantPattern },
    playType: { type: 'string', enum: ['trad'] },
    gameId: { type: 'string', pattern: '^(lobby|[1-9][0-9]{0,9})$' },
  },
} as const;

export const frameQuerySchema = {
  type: 'object',
  properties: {
    ticket: ticketProperty,
    frame: ticketProperty,
    // What the frame URL used to carry: still read, so that it is refused with "log in again".
    token: ticketProperty,
    merchant: { type: 'string', pattern: merchantPattern },
    css: cssProperty,
    prize_mode: prizeModeProperty,
    language: languageProperty,
    tz: timeZoneProperty,
    placed: { type: 'string', pattern: '^[1-9][0-9]{0,14}$' },
  },
} as const;

export const betBodySchema = {
  type: 'object',
  required: ['stake'],
  additionalProperties: false,
  properties: {
    frame: ticketProperty,
    token: ticketProperty,
    merchant: { type: 'string', pattern: merchantPattern },
    css: cssProperty,
    prize_mode: prizeModeProperty,
    language: languageProperty,
    tz: timeZoneProperty,
    stake: { type: 'string', enum: LOTTERY_STAKES.map(String) },
  },
  patternProperties: {
    [POSITION_FIELD.source]: { type: 'string', pattern: '^[0-9]{1,2}$' },
    [SET_FIELD.source]: { type: 'string', enum: ['on'] },
  },
} as const;
