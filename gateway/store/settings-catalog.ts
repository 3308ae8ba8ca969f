import type { KycMerchantSetting } from '../../src/contract/kyc.ts';
import type { RegisterRules } from '../../src/contract/register.ts';
import { DEFAULT_REGISTER_RULES } from './seed-data/register-rules.ts';
import { DEFAULT_SWITCHES, SWITCH_IDS, type SwitchMap } from './switches.ts';

/**
 * Every operator setting: its type, its demo default and the JSON schema the admin API validates
 * edits against. Adding a setting here makes it readable (defaults apply until it is stored)
 * and editable through PUT /admin/settings/<key> without touching anything else.
 */

const LINK_KEYS = ['FACEBOOK', 'TELEGRAM', 'INSTAGRAM', 'YOUTUBE', 'AFFILIATELINK', 'LIVE', 'SERVICE', 'TERMS'] as const;
type LinkKey = (typeof LINK_KEYS)[number];
/**
 * Keys added after operators had stored their links: an edit may leave them out (read as not
 * configured), so a stored value from before stays valid. TERMS is the terms and conditions page
 * the registration form's over-18 box links to.
 */
const LATER_LINK_KEYS: ReadonlySet<LinkKey> = new Set<LinkKey>(['TERMS']);
const RESOURCE_TYPES = ['IOS', 'Android', 'MOBILECONFIG'] as const;

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
  registerRules: RegisterRules;
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
  withdraw: WithdrawSettings;
  kyc: KycSettings;
}

/**
 * Identity verification (docs/product.md#identity-verification): whether it is on, what it gates,
 * the minimum age and the pictures' limits. Exemption is per account (`kycFree`), not here.
 */
type KycSettings = Omit<KycMerchantSetting, 'kycFree'>;

/**
 * Withdrawal limits and fee in the currency (gateway/README.md "Withdraw"); `turnover` is the
 * multiple of a promotion's bonus (by promotion code) that must be bet before it can be withdrawn.
 */
interface WithdrawSettings {
  min: number;
  max: number;
  feePercent: number;
  feeMin: number;
  turnover: Record<string, number>;
}

export type SettingKey = keyof SettingValues;

/**
 * What an address-valued field may hold. Links leave the app (a browser opens them), app paths are
 * opened by the app's router, image CDN bases prefix image paths and name the origins the app's
 * Content-Security-Policy lets images come from (http/security-headers.ts), host names are
 * domains. Only http and https reach a browser: a `javascript:`, `data:` or `vbscript:` value
 * would run or show content in the app's origin.
 */
export type AddressRule = 'web-url' | 'web-url-or-empty' | 'web-url-or-app-path' | 'image-cdn-base' | 'app-path' | 'host-name';

/** Said in the refusal: `body/value/FACEBOOK must be <text>`. */
export const ADDRESS_RULE_TEXT: Record<AddressRule, string> = {
  'web-url': 'an absolute http(s) URL',
  'web-url-or-empty': 'an absolute http(s) URL or empty',
  'web-url-or-app-path': 'an absolute http(s) URL or a path starting with a single /',
  'image-cdn-base': 'an absolute http(s) URL or a path starting with a single /, without query or fragment',
  'app-path': 'a path starting with a single /',
  'host-name': 'a host name (lobby.example)',
};

/** One address inside a setting's value; `field` is its path under the value (`FACEBOOK`, `0/url`; empty for the value itself). */
export interface AddressField {
  field: string;
  text: string;
  rule: AddressRule;
}

/**
 * DNS labels only, as the URL parser normalises a host (lower case, IDN in punycode). Characters
 * the URL parser lets through in a host, such as `;`, `,` and `*`, would split or widen the
 * Content-Security-Policy an image CDN origin is written into. IP literals other than IPv4 are
 * refused with them: a CSP host source cannot name an IPv6 address.
 */
const HOST_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

/**
 * A path of this site: one leading slash (`//host` and `/\host` leave the site), printable ASCII
 * without spaces or backslashes, as the game page's backUrl (modules/launch.ts).
 */
const APP_PATH = /^\/(?![/\\])[\x21-\x5b\x5d-\x7e]*$/;

/** The scheme and its two slashes, written out: the URL parser also accepts `https:host` and `https:\host`. */
const WEB_URL_START = /^https?:\/\/[^/\\]/i;

/** Whitespace, controls and backslashes, which the URL parser drops or rewrites silently. */
const HIDDEN_OR_REWRITTEN = /[\s\p{Cc}\\]/u;

/**
 * The URL when `text` is an absolute http(s) URL exactly as written (no surrounding space, no
 * user:password@, a DNS host name or IPv4 address), else null.
 */
export function parseWebUrl(text: string): URL | null {
  if (!WEB_URL_START.test(text) || HIDDEN_OR_REWRITTEN.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '' || !HOST_NAME.test(url.hostname)) return null;
  return url;
}

export function satisfiesAddressRule(text: string, rule: AddressRule): boolean {
  switch (rule) {
    case 'web-url':
      return parseWebUrl(text) !== null;
    case 'web-url-or-empty':
      return text === '' || parseWebUrl(text) !== null;
    case 'web-url-or-app-path':
      return APP_PATH.test(text) || parseWebUrl(text) !== null;
    case 'image-cdn-base':
      // The app appends image paths to the base (src/components/image/image-url.ts).
      return !/[?#]/.test(text) && (APP_PATH.test(text) || parseWebUrl(text) !== null);
    case 'app-path':
      return APP_PATH.test(text);
    case 'host-name':
      return HOST_NAME.test(text);
  }
}

interface SettingDefinition<T> {
  description: string;
  defaultValue: T;
  /** JSON schema of the value (ajv, Fastify's validator). */
  schema: Record<string, unknown>;
  /** The addresses the value holds, each with its rule; PUT refuses a value with one that breaks it. */
  addresses?: (value: T) => AddressField[];
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
      TERMS: 'https://www.lobby.example/terms',
    },
    schema: strictObject(
      Object.fromEntries(LINK_KEYS.map((key) => [key, string()])),
      LINK_KEYS.filter((key) => !LATER_LINK_KEYS.has(key)),
    ),
    addresses: (links) => LINK_KEYS.map((key) => ({ field: key, text: links[key] ?? '', rule: 'web-url-or-empty' })),
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
    addresses: (entries) => entries.map((entry, index) => ({ field: `${index}/url`, text: entry.url, rule: 'web-url' })),
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
    // The demo's own download page is an app path; a store or file host is an absolute URL.
    addresses: (resources) =>
      resources.map((resource, index) => ({ field: `${index}/url`, text: resource.url, rule: 'web-url-or-app-path' })),
  },
  domainRoute: {
    description: 'Alternative domains the app may route to (empty = this origin only).',
    defaultValue: [],
    schema: { type: 'array', maxItems: 50, items: string(253) },
    addresses: (domains) => domains.map((domain, index) => ({ field: String(index), text: domain, rule: 'host-name' })),
  },
  mainDomain: {
    description: 'Main domain of the site (informational for the app).',
    defaultValue: 'lobby.example',
    schema: string(253),
    addresses: (domain) => [{ field: '', text: domain, rule: 'host-name' }],
  },
  imageCDNs: {
    description: 'Image CDN bases; the app picks one at random.',
    defaultValue: ['/cdn'],
    schema: { type: 'array', minItems: 1, maxItems: 10, items: string(500) },
    // The default `/cdn` is this server; an external base must be http(s) because its origin is
    // also written into the app's img-src (plain http) or allowed by it (https).
    addresses: (bases) => bases.map((base, index) => ({ field: String(index), text: base, rule: 'image-cdn-base' })),
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
    addresses: (paths) => Object.entries(paths).map(([name, path]) => ({ field: name, text: path, rule: 'app-path' })),
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
  withdraw: {
    description:
      'Withdrawals: min and max per order, fee (percent of the amount, at least feeMin) and the turnover ' +
      'multiple of each promotion bonus (by promotion code) to bet before that bonus can be withdrawn.',
    defaultValue: {
      min: 100,
      max: 50_000,
      feePercent: 1,
      feeMin: 10,
      turnover: { FIRST_DEPOSIT: 10, DAILY_CHECKIN: 1, RELOAD: 5, SABONG: 3 },
    },
    schema: {
      ...strictObject({
        min: { type: 'number', exclusiveMinimum: 0, maximum: 1e9 },
        max: { type: 'number', exclusiveMinimum: 0, maximum: 1e9 },
        feePercent: { type: 'number', minimum: 0, maximum: 50 },
        feeMin: { type: 'number', minimum: 0, maximum: 1e6 },
        turnover: { type: 'object', maxProperties: 200, additionalProperties: { type: 'number', minimum: 0, maximum: 1000 } },
      }),
    },
  },
  kyc: {
    description:
      'Identity verification: kycSwitchValue Y turns it on; beforeDepositVerification, beforeWithdrawVerification and ' +
      'openGameVerification Y make a deposit, a withdrawal or a game launch wait for a verified identity; minimumAge in ' +
      'whole years; maxImageBytes per picture (at most 5 MB) and maxImages per submission (1 to 3).',
    defaultValue: {
      kycSwitchValue: 'Y',
      beforeDepositVerification: 'N',
      beforeWithdrawVerification: 'N',
      openGameVerification: 'N',
      minimumAge: 21,
      maxImageBytes: 5 * 1024 * 1024,
      maxImages: 3,
    },
    schema: strictObject({
      kycSwitchValue: { enum: ['Y', 'N'] },
      beforeDepositVerification: { enum: ['Y', 'N'] },
      beforeWithdrawVerification: { enum: ['Y', 'N'] },
      openGameVerification: { enum: ['Y', 'N'] },
      minimumAge: { type: 'integer', minimum: 18, maximum: 99 },
      maxImageBytes: { type: 'integer', minimum: 1024, maximum: 5 * 1024 * 1024 },
      maxImages: { type: 'integer', minimum: 1, maximum: 3 },
    }),
  },
  passwordMaxAgeDays: {
    description: 'Password age (days) after which login answers passwordExpired=true while PWDEXPFORCECHANGE3 is on.',
    defaultValue: 90,
    schema: { type: 'integer', minimum: 1, maximum: 3650 },
  },
};

export const SETTING_KEYS = Object.keys(SETTING_DEFINITIONS) as SettingKey[];

/**
 * The first address in `value` that breaks its rule, or null. JSON schema cannot say this (a
 * pattern cannot parse a URL), so the admin API checks it before storing anything.
 */
export function invalidAddress<K extends SettingKey>(key: K, value: SettingValues[K]): AddressField | null {
  const addresses = (SETTING_DEFINITIONS[key] as SettingDefinition<SettingValues[K]>).addresses;
  return addresses?.(value).find((address) => !satisfiesAddressRule(address.text, address.rule)) ?? null;
}
