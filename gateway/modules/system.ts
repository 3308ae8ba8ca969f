import { createHash } from 'node:crypto';

import type { FastifyRequest } from 'fastify';

import type { RegisterRule } from '../../src/contract/register.ts';
import { bytesToBase64 } from '../../src/lib/crypto/base64.ts';
import { desEcbEncrypt } from '../../src/lib/crypto/des.ts';
import type { GatewayModule } from '../http/context.ts';
import { sendRevalidatable } from '../http/http-cache.ts';
import {
  answersWith,
  anyJsonSchema,
  booleanSchema,
  cacheBusterQuerySchema,
  numberSchema,
  schemaFor,
  stringListSchema,
  stringSchema,
} from '../http/schemas.ts';
import { SETTING_DEFINITIONS, type SettingValues } from '../store/settings-catalog.ts';
import type { Store } from '../store/store.ts';
import { effectiveSwitches, whitelabelTree } from '../store/switches.ts';

/**
 * Customer-service paths are sent obfuscated the way the platform does it
 * (docs/gateway-protocol.md#customer-service-links): base64
 * of DES-ECB(url) followed by the 8-character key. The key is derived from the url so the status
 * body, and so its ETag, only changes when the setting does.
 */
function obfuscateServicePath(url: string): string {
  const key = createHash('sha256')
    .update(url)
    .digest('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 8);
  const cipher = desEcbEncrypt(new TextEncoder().encode(url), new TextEncoder().encode(key));
  return `${bytesToBase64(cipher)}${key}`;
}

function normaliseIp(ip: string): string {
  return ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip;
}

function customerServiceEntries(settings: SettingValues) {
  return settings.customerService.map((entry) => ({ type: entry.type, path: obfuscateServicePath(entry.url) }));
}

/**
 * A value stored before a template existed (home came after mem_cen and dep_func) lacks it: that
 * template answers its default, so the app always reads every template.
 */
function mobileTemplate(settings: SettingValues): SettingValues['mobileTemplate'] {
  return { ...SETTING_DEFINITIONS.mobileTemplate.defaultValue, ...settings.mobileTemplate };
}

/**
 * Everything in the status answer that follows from the settings alone. Reading every setting and
 * obfuscating the customer-service paths cost far more than the rest of the request, so this is
 * built once per settings version and shared by the requests that follow (read-only: it is only
 * serialized). The caller's IP is the one part that differs per request.
 */
interface StatusParts {
  version: number;
  lastModified: number;
  maintenance: boolean;
  regionRestriction: boolean;
  restrictedIps: ReadonlySet<string>;
  country: string;
  info: {
    customerService: ReturnType<typeof customerServiceEntries>;
    domainRoute: SettingValues['domainRoute'];
    mobileTemplate: SettingValues['mobileTemplate'];
    paths: SettingValues['paths'];
    register: SettingValues['registerRules'];
    resources: SettingValues['resources'];
    whitelabel: ReturnType<typeof whitelabelTree>;
    mainDomain: SettingValues['mainDomain'];
    imageCDNs: SettingValues['imageCDNs'];
  };
}

function statusParts(store: Store): StatusParts {
  const version = store.settings.version();
  const settings = store.settings.all();
  return {
    version,
    lastModified: store.settings.lastModified(),
    maintenance: settings.maintenance,
    regionRestriction: settings.regionRestriction,
    restrictedIps: new Set(settings.restrictedIps.map(normaliseIp)),
    country: settings.defaultCountry,
    info: {
      customerService: customerServiceEntries(settings),
      domainRoute: settings.domainRoute,
      mobileTemplate: mobileTemplate(settings),
      paths: settings.paths,
      register: settings.registerRules,
      resources: settings.resources,
      whitelabel: whitelabelTree(settings.switches),
      mainDomain: settings.mainDomain,
      imageCDNs: settings.imageCDNs,
    },
  };
}

function systemStatus(request: FastifyRequest, parts: StatusParts) {
  const ip = normaliseIp(request.ip);
  return {
    maintenance: parts.maintenance,
    regionRestriction: parts.regionRestriction || parts.restrictedIps.has(ip),
    location: { ip, country: parts.country },
    info: parts.info,
  };
}

function consolidated(settings: SettingValues) {
  return {
    switches: effectiveSwitches(settings.switches),
    links: settings.links,
    appWindow: settings.appWindow,
    promotions: settings.promotions,
    currency: settings.currency,
    languages: settings.languages,
    newsVideo: settings.newsVideo,
  };
}

function countries(store: Store) {
  return store.countries.list().map((country) => ({
    isoCode: country.isoCode,
    name: country.name,
    dialingCode: country.dialingCode,
    flagUrl: `/cdn/flags/${country.isoCode}.svg`,
  }));
}

const customerServiceSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['type', 'path'],
    additionalProperties: false,
    properties: { type: stringSchema, path: stringSchema },
  },
} as const;

const resourcesSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['resourceType', 'url'],
    additionalProperties: false,
    properties: { resourceType: stringSchema, url: stringSchema },
  },
} as const;

const registerRuleSchema = schemaFor<RegisterRule>()({
  type: 'object',
  required: ['acceptedPattern', 'message', 'minLength', 'maxLength', 'required', 'updateRequired', 'patternId', 'enabled'],
  additionalProperties: false,
  properties: {
    acceptedPattern: stringSchema,
    message: stringSchema,
    minLength: numberSchema,
    maxLength: numberSchema,
    required: booleanSchema,
    updateRequired: booleanSchema,
    patternId: stringSchema,
    enabled: booleanSchema,
  },
});

/** The rules by field name (RegisterRules). */
const registerRulesSchema = { type: 'object', additionalProperties: registerRuleSchema } as const;

/** The white-label tree; a node's children are nodes of the same shape. */
const whitelabelSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['modId', 'enabled', 'childrenNodes'],
    additionalProperties: false,
    properties: {
      modId: stringSchema,
      enabled: stringSchema,
      childrenNodes: { type: 'array', items: anyJsonSchema },
    },
  },
} as const;

/** docs/gateway-protocol.md#system: the status code's inputs and the operator's `info`. */
const statusSchema = {
  type: 'object',
  required: ['maintenance', 'regionRestriction', 'location', 'info'],
  additionalProperties: false,
  properties: {
    maintenance: booleanSchema,
    regionRestriction: booleanSchema,
    location: {
      type: 'object',
      required: ['ip', 'country'],
      additionalProperties: false,
      properties: { ip: stringSchema, country: stringSchema },
    },
    info: {
      type: 'object',
      required: [
        'customerService',
        'domainRoute',
        'mobileTemplate',
        'paths',
        'register',
        'resources',
        'whitelabel',
        'mainDomain',
        'imageCDNs',
      ],
      additionalProperties: false,
      properties: {
        customerService: customerServiceSchema,
        domainRoute: stringListSchema,
        mobileTemplate: {
          type: 'object',
          required: ['mem_cen', 'dep_func', 'home'],
          additionalProperties: false,
          properties: { mem_cen: numberSchema, dep_func: numberSchema, home: numberSchema },
        },
        paths: { type: 'object', additionalProperties: stringSchema },
        register: registerRulesSchema,
        resources: resourcesSchema,
        whitelabel: whitelabelSchema,
        mainDomain: stringSchema,
        imageCDNs: stringListSchema,
      },
    },
  },
} as const;

const consolidatedSchema = {
  type: 'object',
  required: ['switches', 'links', 'appWindow', 'promotions', 'currency', 'languages', 'newsVideo'],
  additionalProperties: false,
  properties: {
    switches: { type: 'object', additionalProperties: booleanSchema },
    links: { type: 'object', additionalProperties: stringSchema },
    appWindow: booleanSchema,
    promotions: {
      type: 'object',
      additionalProperties: { type: 'object', required: ['enabled'], additionalProperties: false, properties: { enabled: booleanSchema } },
    },
    currency: {
      type: 'object',
      required: ['code', 'symbol'],
      additionalProperties: false,
      properties: { code: stringSchema, symbol: stringSchema },
    },
    languages: stringListSchema,
    newsVideo: { type: 'object', required: ['youtubeId'], additionalProperties: false, properties: { youtubeId: stringSchema } },
  },
} as const;

/** docs/gateway-protocol.md#domain-route: where the site and its images may be reached. */
const domainRouteSchema = {
  type: 'object',
  required: ['domainRoute', 'mainDomain', 'imageCDNs'],
  additionalProperties: false,
  properties: { domainRoute: stringListSchema, mainDomain: stringSchema, imageCDNs: stringListSchema },
} as const;

const countriesSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['isoCode', 'name', 'dialingCode', 'flagUrl'],
    additionalProperties: false,
    properties: { isoCode: stringSchema, name: stringSchema, dialingCode: stringSchema, flagUrl: stringSchema },
  },
} as const;

/**
 * Public system endpoints. All are GETs the service worker keeps with stale-while-revalidate, so
 * each carries an ETag and Last-Modified (the latest settings change) and revalidates cheaply.
 */
export const systemModule: GatewayModule = async (app, { store }) => {
  let parts: StatusParts | undefined;
  const currentParts = (): StatusParts => {
    if (parts?.version !== store.settings.version()) parts = statusParts(store);
    return parts;
  };

  const statusHandler = async (request: FastifyRequest, reply: Parameters<typeof sendRevalidatable>[1]) => {
    const current = currentParts();
    return sendRevalidatable(request, reply, systemStatus(request, current), current.lastModified);
  };
  const statusSchemas = { response: answersWith(statusSchema) };
  app.get('/wps/system/status', { schema: statusSchemas }, statusHandler);
  app.get('/wps/v2/system/status', { schema: statusSchemas }, statusHandler);

  app.get('/wps/system/whitelabel', { schema: { response: answersWith(whitelabelSchema) } }, async (request, reply) =>
    sendRevalidatable(request, reply, whitelabelTree(store.settings.get('switches')), store.settings.lastModified()),
  );

  // The same three settings status info carries, for a client that refreshes only its routes.
  app.get(
    '/wps/system/domainRoute',
    { schema: { querystring: cacheBusterQuerySchema, response: answersWith(domainRouteSchema) } },
    async (request, reply) =>
      sendRevalidatable(
        request,
        reply,
        {
          domainRoute: store.settings.get('domainRoute'),
          mainDomain: store.settings.get('mainDomain'),
          imageCDNs: store.settings.get('imageCDNs'),
        },
        store.settings.lastModified(),
      ),
  );

  app.get('/wps/system/setting/register', { schema: { response: answersWith(registerRulesSchema) } }, async (request, reply) =>
    sendRevalidatable(request, reply, store.settings.get('registerRules'), store.settings.lastModified()),
  );

  app.get('/wps/system/settings/consolidated', { schema: { response: answersWith(consolidatedSchema) } }, async (request, reply) =>
    sendRevalidatable(request, reply, consolidated(store.settings.all()), store.settings.lastModified()),
  );

  // The same lists status info carries, for screens that need only them.
  app.get(
    '/wps/system/download',
    { schema: { querystring: cacheBusterQuerySchema, response: answersWith(resourcesSchema) } },
    async (request, reply) => sendRevalidatable(request, reply, store.settings.get('resources'), store.settings.lastModified()),
  );

  const customerServiceSchemas = { querystring: cacheBusterQuerySchema, response: answersWith(customerServiceSchema) };
  app.get('/wps/system/customer-service', { schema: customerServiceSchemas }, async (request, reply) => {
    const current = currentParts();
    return sendRevalidatable(request, reply, current.info.customerService, current.lastModified);
  });

  app.get('/wps/system/country', { schema: { response: answersWith(countriesSchema) } }, async (request, reply) =>
    sendRevalidatable(request, reply, countries(store), store.settings.lastModified()),
  );
};
