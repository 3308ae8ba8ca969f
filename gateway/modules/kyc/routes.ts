import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { FastifyReply } from 'fastify';

import type {
  KycAgeDetail,
  KycFieldId,
  KycImage,
  KycImages,
  KycReviewStatus,
  KycSettingAnswer,
  KycStatus,
  KycVerifyStatus,
} from '../../../src/contract/kyc.ts';
import { memberRoutes } from '../../http/auth.ts';
import type { GatewayApp, GatewayModule } from '../../http/context.ts';
import { MEMBER_LIMITS, perMemberPerMinute } from '../../http/rate-limits.ts';
import { answersWith } from '../../http/schemas.ts';
import { ok } from '../../lib/envelope.ts';
import { type ErrorCode, GatewayError } from '../../lib/errors.ts';
import type { AccountRecord } from '../../store/repositories/accounts.ts';
import type { KycImageRecord, KycSubmissionRecord, KycSubmissionStatus } from '../../store/repositories/kyc.ts';
import type { Store } from '../../store/store.ts';
import { accountNamed } from '../admin-lookups.ts';
import { requireRealMember } from '../promotions.ts';
import {
  ageOn,
  base64Size,
  checkFields,
  dateInOffset,
  decodeBase64,
  idTypeOf,
  imageContentType,
  KYC_UPLOAD_BODY_LIMIT_BYTES,
  kycDictionary,
  missingSides,
  OPERATOR_UTC_OFFSET_MINUTES,
} from './rules.ts';
import {
  adminListQuerySchema,
  dictionarySchema,
  exemptAnswerSchema,
  exemptBodySchema,
  imageParamsSchema,
  imageSchema,
  imagesSchema,
  rejectBodySchema,
  reviewListSchema,
  reviewSchema,
  settingAnswerSchema,
  statusSchema,
  submissionBodySchema,
  uploadBodySchema,
  usernameParamsSchema,
} from './schemas.ts';

/** The pictures' folder inside the data folder: never under the app's web root, never served to members. */
const IMAGE_FOLDER = 'kyc';

function noStore<T>(reply: FastifyReply, value: T) {
  reply.header('cache-control', 'no-store');
  return ok(value);
}

function statusOf(submission: KycSubmissionRecord | undefined): KycStatus {
  if (!submission) return { verifyStatus: 'NOT_VERIFIED', statusForFE: '', rejectReason: '', submittedAt: null, reviewedAt: null };
  const verifyStatus: KycVerifyStatus = submission.status === 'VERIFIED' ? 'VERIFIED' : 'NOT_VERIFIED';
  const statusForFE: KycReviewStatus = submission.status === 'VERIFIED' ? '' : submission.status;
  return {
    verifyStatus,
    statusForFE,
    rejectReason: submission.status === 'REJECTED' ? submission.rejectReason : '',
    submittedAt: submission.submittedAt,
    reviewedAt: submission.reviewedAt,
  };
}

function imageView(image: KycImageRecord): KycImage {
  return { side: image.side, bytes: image.bytes, uploadedAt: image.uploadedAt };
}

/** Nothing changes while the operator reviews a submission or once the identity is verified. */
function openForChangeRefusal(submission: KycSubmissionRecord | undefined): ErrorCode | undefined {
  if (submission?.status === 'VERIFIED') return 'kyc.already.verified';
  if (submission?.status === 'PENDING') return 'kyc.pending';
  return undefined;
}

function removeFile(file: string): void {
  rmSync(file, { force: true });
}

/**
 * Identity verification for members (gateway/README.md "Identity verification",
 * docs/gateway-protocol.md#identity-verification): the status, the operator's settings, the
 * form, the ID pictures and the submission. Trial accounts are refused (member.trial).
 */
export const kycModule: GatewayModule = async (app, { config, store }) => {
  const uploadLimit = perMemberPerMinute(config, MEMBER_LIMITS.kycUploads);
  await memberRoutes(app, store, (routes) => {
    routes.get('/wps/relay/MCSFE_getCustomerKycStatus', { schema: { response: answersWith(statusSchema) } }, async (request, reply) => {
      const { account } = request.member;
      requireRealMember(account);
      return noStore(reply, statusOf(store.kyc.submission(account.id)));
    });

    routes.get(
      '/wps/relay/MCSFE_getCustomerKycMerchantSetting',
      { schema: { response: answersWith(settingAnswerSchema) } },
      async (request, reply) => {
        const { account } = request.member;
        requireRealMember(account);
        const answer: KycSettingAnswer = {
          merchantProviderResponse: { ...store.settings.get('kyc'), kycFree: store.kyc.kycFree(account.id) },
        };
        return noStore(reply, answer);
      },
    );

    routes.get(
      '/wps/relay/MCSFE_getDictionaryIdTypeAndKycFields',
      { schema: { response: answersWith(dictionarySchema) } },
      async (request, reply) => {
        const { account } = request.member;
        requireRealMember(account);
        const saved = store.kyc.submission(account.id)?.fields ?? {};
        return noStore(reply, kycDictionary(new Map(Object.entries(saved) as [KycFieldId, string][])));
      },
    );

    routes.get('/wps/relay/MCSFE_getIdCount', { schema: { response: answersWith(imagesSchema) } }, async (request, reply) => {
      const { account } = request.member;
      requireRealMember(account);
      const list = store.kyc.images(account.id).map(imageView);
      return noStore<KycImages>(reply, { count: list.length, list });
    });

    // The type is the bytes' (PNG or JPEG), never the declared one; the file is written first and
    // its row in one transaction that re-checks the status and the count, so a refused or raced
    // upload leaves no row, and its file is removed.
    routes.post(
      '/wps/relay/MCSFE_uploadIdImg',
      { schema: { body: uploadBodySchema, response: answersWith(imageSchema) }, bodyLimit: KYC_UPLOAD_BODY_LIMIT_BYTES },
      async (request, reply) => {
        const { account } = request.member;
        requireRealMember(account);
        const early = openForChangeRefusal(store.kyc.submission(account.id));
        if (early) throw new GatewayError(early);
        // Counted before the picture is decoded: the decoding is the cost, whether it passes or not.
        uploadLimit.take(account.id, reply);
        const settings = store.settings.get('kyc');
        const size = base64Size(request.body.dataBase64);
        if (size === undefined || size === 0) throw new GatewayError('kyc.image.invalid');
        if (size > settings.maxImageBytes) throw new GatewayError('kyc.image.too.large', { value: { maxBytes: settings.maxImageBytes } });
        const bytes = decodeBase64(request.body.dataBase64);
        const contentType = imageContentType(bytes);
        if (!contentType) throw new GatewayError('kyc.image.type');
        const relative = path.join(
          IMAGE_FOLDER,
          String(account.id),
          `${randomBytes(16).toString('hex')}.${contentType === 'image/png' ? 'png' : 'jpg'}`,
        );
        const file = path.join(config.dataDir, relative);
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, bytes, { mode: 0o600 });
        const side = request.body.side;
        const outcome = (() => {
          try {
            return store.transaction((): { refused: ErrorCode } | { saved: ReturnType<Store['kyc']['saveImage']> } => {
              const refusal = openForChangeRefusal(store.kyc.submission(account.id));
              if (refusal) return { refused: refusal };
              const others = store.kyc.images(account.id).filter((image) => image.side !== side);
              if (others.length >= settings.maxImages) return { refused: 'kyc.image.too.many' };
              return {
                saved: store.kyc.saveImage({
                  accountId: account.id,
                  side,
                  filePath: relative,
                  bytes: bytes.length,
                  contentType,
                  uploadedAt: Date.now(),
                }),
              };
            });
          } catch (error) {
            removeFile(file);
            throw error;
          }
        })();
        if ('refused' in outcome) {
          removeFile(file);
          throw new GatewayError(
            outcome.refused,
            outcome.refused === 'kyc.image.too.many' ? { value: { maxImages: settings.maxImages } } : {},
          );
        }
        if (outcome.saved.replaced !== null) removeFile(path.join(config.dataDir, outcome.saved.replaced));
        return noStore(reply, imageView(outcome.saved.image));
      },
    );

    // One transaction checks and writes, so of parallel submissions one is PENDING and the rest
    // are refused as pending. An under-age birthday marks the account before it is refused: the
    // mark stays whatever the player types next (docs/product.md#identity-verification).
    routes.post(
      '/wps/relay/MCSFE_updateIdTypeAndKycFields',
      { schema: { body: submissionBodySchema, response: answersWith(statusSchema) } },
      async (request, reply) => {
        const { account } = request.member;
        requireRealMember(account);
        const now = Date.now();
        const today = dateInOffset(now, OPERATOR_UTC_OFFSET_MINUTES);
        const { minimumAge } = store.settings.get('kyc');
        const outcome = store.transaction((): KycStatus | GatewayError => {
          const refusal = openForChangeRefusal(store.kyc.submission(account.id));
          if (refusal) return new GatewayError(refusal);
          const checked = checkFields(request.body.fields, today);
          if ('refused' in checked) {
            return new GatewayError('kyc.field.invalid', {
              message: `${checked.refused.fieldId}: ${checked.refused.description}`,
              value: checked.refused,
            });
          }
          const { fields } = checked;
          if ((ageOn(fields.DATE_OF_BIRTH, today) ?? 0) < minimumAge) {
            store.kyc.markUnderAge(account.id, now);
            const detail: KycAgeDetail = { minimumAge };
            return new GatewayError('kyc.age.too.young', { value: detail });
          }
          const idType = idTypeOf(fields.ID_TYPE);
          const missing = idType
            ? missingSides(
                idType,
                store.kyc.images(account.id).map((image) => image.side),
              )
            : [];
          if (missing.length > 0) return new GatewayError('kyc.image.missing', { value: { sides: missing } });
          store.kyc.submit(account.id, fields, now);
          return statusOf(store.kyc.submission(account.id));
        });
        if (outcome instanceof GatewayError) throw outcome;
        return noStore(reply, outcome);
      },
    );
  });
};

function reviewView(store: Store, account: Pick<AccountRecord, 'id' | 'username'>, submission: KycSubmissionRecord) {
  return {
    username: account.username,
    status: submission.status,
    fields: Object.entries(submission.fields).map(([fieldId, fieldValue]) => ({
      fieldId: fieldId as KycFieldId,
      fieldValue: fieldValue ?? '',
    })),
    rejectReason: submission.rejectReason,
    submittedAt: submission.submittedAt,
    reviewedAt: submission.reviewedAt,
    images: store.kyc.images(account.id).map((image) => ({
      id: image.id,
      side: image.side,
      bytes: image.bytes,
      contentType: image.contentType,
      uploadedAt: image.uploadedAt,
    })),
    kycFree: store.kyc.kycFree(account.id),
    underAge: store.kyc.underAgeAt(account.id) !== null,
  };
}

/** The member's inbox hears the outcome: the status page is not the only place a player looks. */
function tellMember(store: Store, accountId: number, outcome: KycSubmissionStatus, reason: string, now: number): void {
  const verified = outcome === 'VERIFIED';
  store.messages.sendInbox({
    accountId,
    title: verified ? 'Your identity is verified' : 'Your identity verification was rejected',
    content: verified
      ? 'Thank you: your identity verification is approved.'
      : `Your identity verification was rejected: ${reason} You may correct it and submit it again.`,
    createdAt: now,
  });
}

/**
 * Operator routes, registered inside the admin module (its Admin-Token check applies): the
 * submissions by status, their pictures, approval, rejection and exemption.
 */
export function kycAdminRoutes(app: GatewayApp, store: Store, dataDir: string): void {
  const imageRoot = path.resolve(dataDir, IMAGE_FOLDER);

  app.get('/admin/kyc', { schema: { querystring: adminListQuerySchema, response: answersWith(reviewListSchema) } }, async (request) => {
    const list = store.kyc
      .submissions(request.query.status ?? 'PENDING')
      .map((submission) => reviewView(store, { id: submission.accountId, username: submission.username }, submission));
    return ok({ list });
  });

  app.get('/admin/kyc/images/:imageId', { schema: { params: imageParamsSchema } }, async (request, reply) => {
    const image = store.kyc.image(Number(request.params.imageId));
    const file = image ? path.resolve(dataDir, image.filePath) : undefined;
    if (!image || !file?.startsWith(imageRoot + path.sep)) throw new GatewayError('kyc.image.not.found');
    let bytes: Buffer;
    try {
      bytes = readFileSync(file);
    } catch {
      throw new GatewayError('kyc.image.not.found');
    }
    return reply
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .type(image.contentType)
      .send(bytes);
  });

  function decide(username: string, outcome: { status: 'VERIFIED' } | { status: 'REJECTED'; reason: string }) {
    const account = accountNamed(store, username);
    const now = Date.now();
    const submission = store.transaction(() => {
      const current = store.kyc.submission(account.id);
      if (!current) throw new GatewayError('kyc.not.found');
      if (!store.kyc.review(account.id, outcome, now)) throw new GatewayError('kyc.status.invalid', { value: { status: current.status } });
      tellMember(store, account.id, outcome.status, outcome.status === 'REJECTED' ? outcome.reason : '', now);
      return store.kyc.submission(account.id)!;
    });
    return ok(reviewView(store, account, submission));
  }

  app.post(
    '/admin/kyc/:username/approve',
    { schema: { params: usernameParamsSchema, response: answersWith(reviewSchema) } },
    async (request) => decide(request.params.username, { status: 'VERIFIED' }),
  );

  app.post(
    '/admin/kyc/:username/reject',
    { schema: { params: usernameParamsSchema, body: rejectBodySchema, response: answersWith(reviewSchema) } },
    async (request) => decide(request.params.username, { status: 'REJECTED', reason: request.body.reason.trim() }),
  );

  app.put(
    '/admin/kyc/:username/exempt',
    { schema: { params: usernameParamsSchema, body: exemptBodySchema, response: answersWith(exemptAnswerSchema) } },
    async (request) => {
      const account = accountNamed(store, request.params.username);
      store.kyc.setKycFree(account.id, request.body.kycFree);
      return ok({ username: account.username, kycFree: store.kyc.kycFree(account.id) });
    },
  );
}
