import { DEFAULT_REGISTER_RULES, type RegisterRule } from './seed-data/register-rules.ts';
import { DEFAULT_SWITCHES, SWITCH_IDS, type SwitchMap } from './switches.ts';

/**
 * Every operator setting: its type, its demo default and the JSON schema the admin API validates
 * edits against. Adding a setting here makes it readable (defaults apply until it is stored)
 * and editable through PUT /admin/settings/<key> without touching anything else.
 */

export const LINK_KEYS = ['FACEBOOK', 'TELEGRAM', 'INSTAGRAM', 'YOUTUBE', 'AFFILIATELINK', 'LIVE', 'SERVICE'] as const;
export type LinkKey = (typeof LINK_KEYS)[number];
export const RESOURCE_TYPES = ['IOS', 'Android', 'MOBILECONFIG'] as const;

export interface SettingValues {
  maintenance: boolean;
  regionRestriction: boolean;
  restrictedIps: string[];
  defaultCountry: string;
  switches: SwitchMap;
  links: Record<LinkKey, string>;
  appWindow: boolean;
  promotions: Record<string, { enabled: boolean }>;
  currency: { code: string; symbol: string };
  registerRules: Record<string, RegisterRule>;
  mobileTemplate: { mem_cen: 0 | 1; dep_func: 0 | 1; home: 0 | 1 };
  customerService: { type: string; url: string }[];
  resources: { resourceType: (typeof RESOURCE_TYPES)[number]; url: string }[];
  domainRoute: string[];
  mainDomain: string;
  imageCDNs: string[];
  paths: Record<string, string>;
  trialBalance: number;
  passwordMaxAgeDays: number;
  languages: string[];
  newsVideo: { youtubeId: string };
}

export type SettingKey = keyof SettingValues;

interface SettingDefinition<T> {
  description: string;
  defaultValue: T;
  /** JSON schema of the value (ajv, Fastify's validator). */
  schema: Record<string, unknown>;
}

const string = (maxLength = 2048) => ({ type: 'string', maxLength });
const boolean = { type: 'boolean' };
const strictObject = (properties: Record<string, unknown>, required = Object.keys(properties)) => ({
  type: 'object',
  properties,
  required,
  additionalProperties: false,
});

const registerRuleSchema = strictObject({
  acceptedPattern: string(500),
  message: string(500),
  minLength: { type: 'integer', minimum: 0, maximum: 10000 },
  maxLength: { type: 'integer', minimum: 0, maximum: 10000 },
  required: boolean,
  updateRequired: boolean,
  patternId: string(100),
  enabled: boolean,
});

export const SETTING_DEFINITIONS: { [K in SettingKey]: SettingDefinition<SettingValues[K]> } = {
  maintenance: {
    description: 'Site in maintenance: status answers maintenance=true and the app shows its maintenance page.',
    defaultValue: false,
    schema: boolean,
  },
  regionRestriction: {
    description: 'Restrict every visitor (status answers regionRestriction=true for all IPs).',
    defaultValue: false,
    schema: boolean,
  },
  restrictedIps: {
    description: 'IP addresses that get regionRestriction=true.',
    defaultValue: [],
    schema: { type: 'array', maxItems: 1000, items: string(64) },
  },
  defaultCountry: {
    description: 'Country reported in status location (the gateway has no GeoIP database).',
    defaultValue: 'PH',
    schema: { type: 'string', pattern: '^[A-Z]{2}$' },
  },
  switches: {
    description: 'Operator switches and modules by modId; PUT merges the given flags over the stored ones.',
    defaultValue: DEFAULT_SWITCHES,
    schema: {
      type: 'object',
      properties: Object.fromEntries(SWITCH_IDS.map((id) => [id, boolean])),
      additionalProperties: false,
    },
  },
  links: {
    description: 'External links (empty string = not configured, the app hides the entry).',
    defaultValue: {
      FACEBOOK: 'https://www.facebook.com/lobby.demo',
      TELEGRAM: 'https://t.me/lobby_demo',
      INSTAGRAM: 'https://www.instagram.com/lobby.demo',
      YOUTUBE: '',
      AFFILIATELINK: 'https://affiliates.lobby.example/join',
      LIVE: '',
      SERVICE: 'https://support.lobby.example/chat',
    },
    schema: strictObject(Object.fromEntries(LINK_KEYS.map((key) => [key, string()]))),
  },
  languages: {
    description: 'UI languages the operator offers (gateway codes, e.g. EN, TY); the app lists these in its picker.',
    defaultValue: ['EN', 'TY', 'CN', 'TW', 'VI', 'TH', 'ID', 'MS', 'KO', 'JA', 'HI', 'ES', 'PT'],
    schema: { type: 'array', minItems: 1, maxItems: 60, uniqueItems: true, items: { type: 'string', pattern: '^[A-Z]{2}$' } },
  },
  appWindow: {
    description: 'Show the app-download button/window on home pages.',
    defaultValue: true,
    schema: boolean,
  },
  promotions: {
    description: 'Promotion availability by key (REFERRAL gates invite-friends).',
    defaultValue: { REFERRAL: { enabled: true } },
    schema: {
      type: 'object',
      required: ['REFERRAL'],
      additionalProperties: strictObject({ enabled: boolean }),
    },
  },
  currency: {
    description: 'Site currency: ISO code and display symbol.',
    defaultValue: { code: 'PHP', symbol: '₱' },
    schema: strictObject({ code: { type: 'string', pattern: '^[A-Z]{3}$' }, symbol: string(8) }),
  },
  registerRules: {
    description: 'Field rules by field name (registration and login forms).',
    defaultValue: DEFAULT_REGISTER_RULES,
    schema: { type: 'object', additionalProperties: registerRuleSchema },
  },
  mobileTemplate: {
    description:
      'Page templates: mem_cen (member centre) and dep_func (deposit), 1 = new design; home, 0 = base home, ' +
      '1 = alternate home (adds the m_news and m_partners banner carousels).',
    defaultValue: { mem_cen: 1, dep_func: 1, home: 0 },
    schema: strictObject({ mem_cen: { enum: [0, 1] }, dep_func: { enum: [0, 1] }, home: { enum: [0, 1] } }),
  },
  customerService: {
    description: 'Customer-service entries; status sends each url obfuscated (DES, key = last 8 characters).',
    defaultValue: [{ type: 'LIVECHAT', url: 'https://support.lobby.example/chat' }],
    schema: { type: 'array', maxItems: 20, items: strictObject({ type: string(40), url: string() }) },
  },
  resources: {
    description: 'App download resources by platform.',
    defaultValue: [
      { resourceType: 'IOS', url: '/m/app?platform=ios' },
      { resourceType: 'Android', url: '/m/app?platform=android' },
      { resourceType: 'MOBILECONFIG', url: '/m/app?platform=webclip' },
    ],
    schema: {
      type: 'array',
      maxItems: 10,
      items: strictObject({ resourceType: { enum: [...RESOURCE_TYPES] }, url: string() }),
    },
  },
  domainRoute: {
    description: 'Alternative domains the app may route to (empty = this origin only).',
    defaultValue: [],
    schema: { type: 'array', maxItems: 50, items: string(253) },
  },
  mainDomain: {
    description: 'Main domain of the site (informational for the app).',
    defaultValue: 'lobby.example',
    schema: string(253),
  },
  imageCDNs: {
    description: 'Image CDN bases; the app picks one at random.',
    defaultValue: ['/cdn'],
    schema: { type: 'array', minItems: 1, maxItems: 10, items: string(500) },
  },
  paths: {
    description: 'Named app paths the platform hands to the app.',
    defaultValue: {
      home: '/m/home',
      login: '/m/login',
      register: '/m/register',
      download: '/m/app',
      promotions: '/m/activity',
      service: '/m/message',
    },
    schema: { type: 'object', additionalProperties: string(500) },
  },
  trialBalance: {
    description: 'Play-money balance given to a new free-play (type 4) account.',
    defaultValue: 2000,
    schema: { type: 'number', minimum: 0, maximum: 1e9 },
  },
  newsVideo: {
    description: 'Video of the home news section: a YouTube video id (11 characters).',
    defaultValue: { youtubeId: 'M7lc1UVf-VE' },
    schema: strictObject({ youtubeId: { type: 'string', pattern: '^[A-Za-z0-9_-]{11}$' } }),
  },
  passwordMaxAgeDays: {
    description: 'Password age (days) after which login answers passwordExpired=true while PWDEXPFORCECHANGE3 is on.',
    defaultValue: 90,
    schema: { type: 'integer', minimum: 1, maximum: 3650 },
  },
};

export const SETTING_KEYS = Object.keys(SETTING_DEFINITIONS) as SettingKey[];
