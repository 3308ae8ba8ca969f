import { createHash } from 'node:crypto';

import type { FastifyReply, FastifyRequest } from 'fastify';

import { type GatewayModule, pathnameOf } from '../http/context.ts';
import { notFound } from '../http/error-handling.ts';
import { languageQuerySchema } from '../http/schemas.ts';
import { RASTER_TYPE, rasterize } from '../lib/raster.ts';
import { bannerSvg, categoryIconSvg, flagSvg, gameIconSvg, vendorLogoSvg } from '../lib/svg.ts';

const fileParamsSchema = {
  type: 'object',
  required: ['file'],
  properties: { file: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}\\.(svg|webp)$' } },
} as const;

const LARGE_ICON_SUFFIX = '-large';

/** A game's large picture (`mobileLargeIcon`), drawn at twice the normal icon's size. */
export function largeGameIconUrl(id: number): string {
  return `/cdn/games/${id}${LARGE_ICON_SUFFIX}.webp`;
}

type FileRequest = FastifyRequest<{ Params: { file: string } }>;

function stem(file: string): string {
  return file.slice(0, file.lastIndexOf('.'));
}

/** `name.webp`: the picture as WebP (what the lobby's addresses name); `name.svg`: its drawing. */
async function sendPicture(request: FileRequest, reply: FastifyReply, svg: string | undefined): Promise<FastifyReply> {
  if (svg === undefined) throw notFound(request.method, pathnameOf(request.url));
  const raster = request.params.file.endsWith('.webp');
  const etag = `"${createHash('sha256')
    .update(raster ? `webp:${svg}` : svg)
    .digest('base64url')
    .slice(0, 22)}"`;
  reply.header('cache-control', 'public, max-age=86400');
  reply.header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  if (raster) return reply.type(RASTER_TYPE).send(await rasterize(svg));
  return reply.type('image/svg+xml; charset=utf-8').send(svg);
}

/**
 * Generated images (see lib/svg.ts). URLs are stable per record, so the app and the service
 * worker can cache them for a day; unknown ids answer the 404 envelope.
 */
export const cdnModule: GatewayModule = async (app, { store }) => {
  // Pictures, not JSON: no response schemas (an unknown one's 404 envelope leaves through the error handler).
  const route = { schema: { params: fileParamsSchema } };

  app.get('/cdn/games/:file', route, async (request, reply) => {
    const name = stem(request.params.file);
    // `{id}-large`: the large picture, only for a game that has one (docs/product.md#game-artwork).
    const large = name.endsWith(LARGE_ICON_SUFFIX);
    const id = Number(large ? name.slice(0, -LARGE_ICON_SUFFIX.length) : name);
    const game = Number.isSafeInteger(id) && name !== '' ? store.catalog.game(id) : undefined;
    const drawn = game && (!large || game.largeIcon === 1);
    return sendPicture(
      request,
      reply,
      drawn ? gameIconSvg({ name: game.name, vendor: game.vendor, category: game.category }, large) : undefined,
    );
  });

  app.get('/cdn/vendors/:file', route, async (request, reply) => {
    const vendor = store.catalog.vendor(stem(request.params.file));
    return sendPicture(request, reply, vendor && vendorLogoSvg(vendor));
  });

  /**
   * A picture that carries words (a banner, a promotion): `language` draws it with its text in
   * that language, English (the record itself) without one.
   */
  function textPictureRoute<T extends { title: string; subtitle: string }>(
    path: string,
    find: (id: number) => T | undefined,
    translated: (record: T, language: string) => { title: string; subtitle: string } | undefined,
    seed: (record: T) => string,
  ): void {
    app.get(path, { schema: { params: fileParamsSchema, querystring: languageQuerySchema } }, async (request, reply) => {
      const id = Number(stem(request.params.file));
      const record = Number.isSafeInteger(id) ? find(id) : undefined;
      const language = request.query.language?.toUpperCase();
      const text = record && ((language && translated(record, language)) || record);
      return sendPicture(request, reply, record && text && bannerSvg({ title: text.title, subtitle: text.subtitle, seed: seed(record) }));
    });
  }

  textPictureRoute(
    '/cdn/banners/:file',
    (id) => store.content.banner(id),
    (banner, language) => store.content.bannerText(banner.id, language),
    (banner) => `${banner.groupName}/${banner.id}`,
  );
  textPictureRoute(
    '/cdn/promotions/:file',
    (id) => store.promotions.find(id),
    (promotion, language) => store.promotions.texts(language).get(promotion.id),
    (promotion) => `promotion/${promotion.code}`,
  );

  app.get('/cdn/flags/:file', route, async (request, reply) => {
    const country = store.countries.find(stem(request.params.file).toUpperCase());
    return sendPicture(request, reply, country && flagSvg(country.flag));
  });

  app.get('/cdn/categories/:file', route, async (request, reply) => {
    const code = stem(request.params.file).toUpperCase();
    const known = store.catalog.categories().some((category) => category.code === code) || code === 'ALL' || code === 'HOT';
    return sendPicture(request, reply, known ? categoryIconSvg(code) : undefined);
  });
};
