import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { bytesToBase64 } from '../../src/lib/crypto/base64.ts';
import { desEcbEncrypt } from '../../src/lib/crypto/des.ts';
import { sendRevalidatable } from '../http/http-cache.ts';
import type { GatewayContext } from '../http/context.ts';
import { cacheBusterQuerySchema } from '../http/schemas.ts';
import { SETTING_DEFINITIONS, type SettingValues } from '../store/settings-catalog.ts';
import { effectiveSwitches, whitelabelTree } from '../store/switches.ts';
import type { Store } from '../store/store.ts';

/**
 * Customer-service paths are sent obfuscated the way the platform does it
 * (docs/gateway-protocol.md#customer-service-links): base64
 * of DES-ECB(url) followed by the 8-character key. The key is derived from the url so the status
 * body, and so its ETag, only changes when the setting does.
 */
function obfuscateServicePath(url: string): string {
  const key = createHash('sha256').update(url).digest('base64').replace(/[^A-Za-z0-9]/g, '').slice(0, 8);
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

/**
 * Public system endpoints. All are GETs the service worker keeps with stale-while-revalidate, so
 * each carries an ETag and Last-Modified (the latest settings change) and revalidates cheaply.
 */
export const systemModule: FastifyPluginAsync<GatewayContext> = async (app, { store }) => {
  let parts: StatusParts | undefined;
  const currentParts = (): StatusParts => {
    if (parts?.version !== store.settings.version()) parts = statusParts(store);
    return parts;
  };

  const statusHandler = async (request: FastifyRequest, reply: Parameters<typeof sendRevalidatable>[1]) => {
    const current = currentParts();
    return sendRevalidatable(request, reply, systemStatus(request, current), current.lastModified);
  };
  app.get('/wps/system/status', statusHandler);
  app.get('/wps/v2/system/status', statusHandler);

  app.get('/wps/system/whitelabel', async (request, reply) =>
    sendRevalidatable(request, reply, whitelabelTree(store.settings.get('switches')), store.settings.lastModified()),
  );

  app.get('/wps/system/setting/register', async (request, reply) =>
    sendRevalidatable(request, reply, store.settings.get('registerRules'), store.settings.lastModified()),
  );

  app.get('/wps/system/settings/consolidated', async (request, reply) =>
    sendRevalidatable(request, reply, consolidated(store.settings.all()), store.settings.lastModified()),
  );

  // The same lists status info carries, for screens that need only them.
  app.get('/wps/system/download', { schema: { querystring: cacheBusterQuerySchema } }, async (request, reply) =>
    sendRevalidatable(request, reply, store.settings.get('resources'), store.settings.lastModified()),
  );

  app.get('/wps/system/customer-service', { schema: { querystring: cacheBusterQuerySchema } }, async (request, reply) => {
    const current = currentParts();
    return sendRevalidatable(request, reply, current.info.customerService, current.lastModified);
  });

  app.get('/wps/system/country', async (request, reply) =>
    sendRevalidatable(request, reply, countries(store), store.settings.lastModified()),
  );
};
