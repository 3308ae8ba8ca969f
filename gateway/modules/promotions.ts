import type { FastifyReply, FastifyRequest } from 'fastify';

import type {
  Promotion,
  PromotionAction,
  PromotionApplicationState,
  PromotionChoice,
  PromotionKind,
  PromotionList,
  PromotionState,
  Referral,
} from '../../src/contract/promotions.ts';
import { memberRoutes, visitorOrMemberRoutes } from '../http/auth.ts';
import type { GatewayApp, GatewayModule } from '../http/context.ts';
import {
  answersWith,
  idProperty,
  languageOnlyQuerySchema,
  nullableNumberSchema,
  nullableStringSchema,
  numberSchema,
  schemaFor,
  stringSchema,
  usernameProperty,
} from '../http/schemas.ts';
import { ok } from '../lib/envelope.ts';
import { GatewayError } from '../lib/errors.ts';
import { type AccountRecord, MEMBER_TYPES } from '../store/repositories/accounts.ts';
import { APPLICATION_STATES, type ApplicationRecord, type PromotionRecord, type PromotionText } from '../store/repositories/promotions.ts';
import type { Store } from '../store/store.ts';
import { accountNamed } from './admin-lookups.ts';
import { requestLanguage } from './content.ts';

/**
 * How long the demo reviewer takes over an `apply` application: the next read after this turns
 * `applying` into `claim`. Long enough for the player to see "applying", short enough to wait for.
 */
const PROMOTION_REVIEW_DELAY_MS = 8000;

/** States whose bonus is in the wallet: entering one pays the bonus, once. */
const PAID_STATES: ReadonlySet<PromotionApplicationState> = new Set(['claimed', 'issued', 'signed']);

/**
 * The state a member sees. Before the start nothing can happen (coming soon); after the end a
 * promotion without an application, or with one still waiting (applying, joined), is closed; an
 * approved bonus stays claimable and decided applications keep their state.
 */
export function promotionState(
  promotion: Pick<PromotionRecord, 'startsAt' | 'endsAt'>,
  application: Pick<ApplicationRecord, 'state'> | undefined,
  now: number,
): PromotionState {
  if (now < promotion.startsAt) return 'comingSoon';
  const ended = now >= promotion.endsAt;
  if (!application) return ended ? 'closed' : 'available';
  if (ended && (application.state === 'applying' || application.state === 'joined')) return 'closed';
  return application.state;
}

export function allowedAction(state: PromotionState): PromotionAction | null {
  if (state === 'available') return 'apply';
  if (state === 'claim') return 'claim';
  return null;
}

/** What applying does, by kind: ask for a review, sign in (paid at once), or enrol. */
export function stateAfterApply(kind: PromotionKind): PromotionApplicationState {
  if (kind === 'signin') return 'signed';
  if (kind === 'join') return 'joined';
  return 'applying';
}

/** A promotion's text in a language other than English, with that language's code (`TY`). */
interface TranslatedPromotionText extends PromotionText {
  language: string;
}

/** The promotion's picture, drawn with its text in `language` where it has one (cdn module). */
function promotionImageUrl(id: number, language?: string): string {
  return language === undefined ? `/cdn/promotions/${id}.webp` : `/cdn/promotions/${id}.webp?language=${encodeURIComponent(language)}`;
}

/** `translated` is the promotion's text in the member's language; without one the English text shows. */
function promotionView(
  promotion: PromotionRecord,
  application: ApplicationRecord | undefined,
  now: number,
  translated?: TranslatedPromotionText,
): Promotion {
  const text: PromotionText = translated ?? promotion;
  const state = promotionState(promotion, application, now);
  return {
    id: promotion.id,
    code: promotion.code,
    kind: promotion.kind,
    title: text.title,
    subtitle: text.subtitle,
    content: text.termsHtml,
    imageUrl: promotionImageUrl(promotion.id, translated?.language),
    bonus: (application?.bonusCents ?? promotion.bonusCents) / 100,
    startTime: promotion.startsAt,
    endTime: promotion.endsAt,
    state,
    action: allowedAction(state),
    appliedAt: application?.appliedAt ?? null,
    updatedAt: application?.updatedAt ?? null,
    creditedAt: application?.creditedAt ?? null,
  };
}

/** Trial (free-play) accounts take part in nothing that pays real money (docs/product.md#roles). */
export function requireRealMember(account: AccountRecord): void {
  if (!MEMBER_TYPES.has(account.type)) throw new GatewayError('member.trial');
}

/** Pays the application's bonus into the wallet with its ledger row, once. Call inside a transaction. */
function creditBonus(store: Store, application: ApplicationRecord, now: number): void {
  if (application.creditedAt !== null) return;
  store.promotions.markCredited(application.id, now);
  if (application.bonusCents === 0) return;
  const balance = store.accounts.changeBalance(application.accountId, application.bonusCents);
  if (balance === undefined) throw new Error(`No account ${application.accountId} for a bonus`);
  store.ledger.record({
    accountId: application.accountId,
    kind: 'bonus',
    amountCents: application.bonusCents,
    balanceAfterCents: balance,
    reference: `promotion:${application.promotionId}`,
    createdAt: now,
  });
}

/** The demo reviewer: every due `applying` application of the account is approved (→ claim). */
function reviewDueApplications(store: Store, accountId: number, now = Date.now()): void {
  const due = store.promotions.dueForReview(accountId, now);
  if (due.length === 0) return;
  store.transaction(() => {
    for (const application of due) store.promotions.setState(application.id, 'claim', now, 'applying');
  });
}

/**
 * An operator's decision (admin API): any stored state. Entering a paid state pays the bonus in
 * the same transaction; an application that does not exist yet is created in that state.
 */
function setApplicationState(
  store: Store,
  accountId: number,
  promotion: PromotionRecord,
  state: PromotionApplicationState,
  now = Date.now(),
): ApplicationRecord {
  return store.transaction(() => {
    const existing = store.promotions.application(accountId, promotion.id);
    const application = existing
      ? store.promotions.setState(existing.id, state, now)
      : store.promotions.insertApplication({
          accountId,
          promotionId: promotion.id,
          state,
          bonusCents: promotion.bonusCents,
          now,
          reviewAt: null,
        });
    if (!application) throw new Error('Application write returned nothing');
    if (PAID_STATES.has(state)) creditBonus(store, application, now);
    return store.promotions.application(accountId, promotion.id) ?? application;
  });
}

const promotionIdBodySchema = {
  type: 'object',
  required: ['promotionId'],
  additionalProperties: false,
  properties: { promotionId: idProperty },
} as const;

const promotionSchema = schemaFor<Promotion>()({
  type: 'object',
  required: [
    'id',
    'code',
    'kind',
    'title',
    'subtitle',
    'content',
    'imageUrl',
    'bonus',
    'startTime',
    'endTime',
    'state',
    'action',
    'appliedAt',
    'updatedAt',
    'creditedAt',
  ],
  additionalProperties: false,
  properties: {
    id: numberSchema,
    code: stringSchema,
    kind: stringSchema,
    title: stringSchema,
    subtitle: stringSchema,
    content: stringSchema,
    imageUrl: stringSchema,
    bonus: numberSchema,
    startTime: numberSchema,
    endTime: numberSchema,
    state: stringSchema,
    action: nullableStringSchema,
    appliedAt: nullableNumberSchema,
    updatedAt: nullableNumberSchema,
    creditedAt: nullableNumberSchema,
  },
});

const promotionListSchema = schemaFor<PromotionList>()({
  type: 'object',
  required: ['list'],
  additionalProperties: false,
  properties: { list: { type: 'array', items: promotionSchema } },
});

const referralSchema = schemaFor<Referral>()({
  type: 'object',
  required: ['code', 'invitedCount'],
  additionalProperties: false,
  properties: { code: stringSchema, invitedCount: numberSchema },
});

function noStore<T>(reply: FastifyReply, value: T) {
  reply.header('cache-control', 'no-store');
  return ok(value);
}

/**
 * Promotion texts in the language of the request (`language` query, else the `Language` header);
 * an empty map for English or a language without texts, so every promotion shows in English.
 */
function promotionTexts(store: Store, request: FastifyRequest, query?: string): Map<number, TranslatedPromotionText> {
  const language = requestLanguage(request, query);
  return new Map([...store.promotions.texts(language)].map(([id, text]) => [id, { ...text, language }]));
}

function promotionOf(store: Store, id: number): PromotionRecord {
  const promotion = store.promotions.find(id);
  if (!promotion) throw new GatewayError('promotion.not.found');
  return promotion;
}

/** Promotions with each member's application state, apply and claim, and invite-friends codes. */
export const promotionsModule: GatewayModule = async (app, { store }) => {
  const listSchemas = { querystring: languageOnlyQuerySchema, response: answersWith(promotionListSchema) };
  const choiceSchemas = { body: promotionIdBodySchema, response: answersWith(promotionSchema) };

  await visitorOrMemberRoutes(app, store, (scope) => {
    scope.get('/wps/promotions', { schema: listSchemas }, async (request, reply) => {
      const member = request.member?.account;
      // Trial accounts see the list as a visitor does: they can apply for nothing.
      const accountId = member && MEMBER_TYPES.has(member.type) ? member.id : undefined;
      const now = Date.now();
      if (accountId !== undefined) reviewDueApplications(store, accountId, now);
      const applications = new Map(
        (accountId === undefined ? [] : store.promotions.applications(accountId)).map((entry) => [entry.promotionId, entry]),
      );
      const texts = promotionTexts(store, request, request.query.language);
      const list = store.promotions
        .list()
        .map((promotion) => promotionView(promotion, applications.get(promotion.id), now, texts.get(promotion.id)));
      return noStore<PromotionList>(reply, { list });
    });
  });

  await memberRoutes(app, store, (routes) => {
    routes.get('/wps/promotions/mine', { schema: listSchemas }, async (request, reply) => {
      const { account } = request.member;
      requireRealMember(account);
      const now = Date.now();
      reviewDueApplications(store, account.id, now);
      const texts = promotionTexts(store, request, request.query.language);
      const list = store.promotions.applications(account.id).flatMap((application) => {
        const promotion = store.promotions.find(application.promotionId);
        return promotion ? [promotionView(promotion, application, now, texts.get(promotion.id))] : [];
      });
      return noStore<PromotionList>(reply, { list });
    });

    routes.post('/wps/promotions/apply', { schema: choiceSchemas }, async (request, reply) => {
      const { account } = request.member;
      requireRealMember(account);
      const choice: PromotionChoice = request.body;
      const promotion = promotionOf(store, choice.promotionId);
      const now = Date.now();
      const application = store.transaction(() => {
        if (promotionState(promotion, store.promotions.application(account.id, promotion.id), now) !== 'available') return undefined;
        const state = stateAfterApply(promotion.kind);
        const created = store.promotions.insertApplication({
          accountId: account.id,
          promotionId: promotion.id,
          state,
          bonusCents: promotion.bonusCents,
          now,
          reviewAt: state === 'applying' ? now + PROMOTION_REVIEW_DELAY_MS : null,
        });
        if (created && PAID_STATES.has(state)) creditBonus(store, created, now);
        return created && store.promotions.application(account.id, promotion.id);
      });
      if (!application) throw new GatewayError('promotion.not.available');
      return noStore(reply, promotionView(promotion, application, now, promotionTexts(store, request).get(promotion.id)));
    });

    routes.post('/wps/promotions/claim', { schema: choiceSchemas }, async (request, reply) => {
      const { account } = request.member;
      requireRealMember(account);
      const choice: PromotionChoice = request.body;
      const promotion = promotionOf(store, choice.promotionId);
      const now = Date.now();
      reviewDueApplications(store, account.id, now);
      const application = store.transaction(() => {
        const current = store.promotions.application(account.id, promotion.id);
        if (!current || promotionState(promotion, current, now) !== 'claim') return undefined;
        const claimed = store.promotions.setState(current.id, 'claimed', now, 'claim');
        if (!claimed) return undefined;
        creditBonus(store, claimed, now);
        return store.promotions.application(account.id, promotion.id);
      });
      if (!application) throw new GatewayError('promotion.not.claimable');
      return noStore(reply, promotionView(promotion, application, now, promotionTexts(store, request).get(promotion.id)));
    });

    routes.get('/wps/promotions/referral', { schema: { response: answersWith(referralSchema) } }, async (request, reply) => {
      const { account } = request.member;
      requireRealMember(account);
      // Invite friends needs the REFERRAL promotion enabled (docs/product.md#roles).
      if (store.settings.get('promotions').REFERRAL?.enabled !== true) throw new GatewayError('function.not.available');
      if (!account.affiliateCode) throw new GatewayError('function.not.available');
      return noStore<Referral>(reply, { code: account.affiliateCode, invitedCount: store.promotions.invitedCount(account.id) });
    });
  });
};

const adminStateBodySchema = {
  type: 'object',
  required: ['username', 'promotionId', 'state'],
  additionalProperties: false,
  properties: {
    username: usernameProperty,
    promotionId: idProperty,
    state: { enum: APPLICATION_STATES },
  },
} as const;

/** Operator routes, registered inside the admin module (its Admin-Token check applies). */
export function promotionAdminRoutes(app: GatewayApp, store: Store): void {
  app.put(
    '/admin/promotions/applications',
    { schema: { body: adminStateBodySchema, response: answersWith(promotionSchema) } },
    async (request) => {
      const account = accountNamed(store, request.body.username);
      const promotion = promotionOf(store, request.body.promotionId);
      const now = Date.now();
      return ok(promotionView(promotion, setApplicationState(store, account.id, promotion, request.body.state, now), now));
    },
  );
}
