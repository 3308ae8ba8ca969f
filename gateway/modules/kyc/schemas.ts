import type {
  KycDictionary,
  KycImage,
  KycImages,
  KycImageUpload,
  KycSettingAnswer,
  KycStatus,
  KycSubmission,
  YesNo,
} from '../../../src/contract/kyc.ts';
import { booleanSchema, nullableNumberSchema, numberSchema, schemaFor, stringSchema } from '../../http/schemas.ts';
import { KYC_SIDES, KYC_UPLOAD_BODY_LIMIT_BYTES, REJECT_REASON_MAX } from './rules.ts';

const yesNoSchema = { enum: ['Y', 'N'] } as const;
const sideSchema = { enum: [...KYC_SIDES] } as const;
const fieldIdSchema = { enum: ['WITHDRAWER_NAME', 'DATE_OF_BIRTH', 'ID_TYPE', 'ID'] } as const;
const strictObject = <const Properties extends Record<string, unknown>>(properties: Properties) => ({
  type: 'object' as const,
  required: Object.keys(properties) as (keyof Properties & string)[],
  additionalProperties: false as const,
  properties,
});

export const statusSchema = schemaFor<KycStatus>()({
  type: 'object',
  required: ['verifyStatus', 'statusForFE', 'rejectReason', 'submittedAt', 'reviewedAt'],
  additionalProperties: false,
  properties: {
    verifyStatus: { enum: ['NOT_VERIFIED', 'VERIFIED'] },
    statusForFE: { enum: ['PENDING', 'REJECTED', ''] },
    rejectReason: stringSchema,
    submittedAt: nullableNumberSchema,
    reviewedAt: nullableNumberSchema,
  },
});

export const settingAnswerSchema = schemaFor<KycSettingAnswer>()({
  type: 'object',
  required: ['merchantProviderResponse'],
  additionalProperties: false,
  properties: {
    merchantProviderResponse: {
      type: 'object',
      required: [
        'kycSwitchValue',
        'kycFree',
        'beforeDepositVerification',
        'beforeWithdrawVerification',
        'openGameVerification',
        'minimumAge',
        'maxImageBytes',
        'maxImages',
      ],
      additionalProperties: false,
      properties: {
        kycSwitchValue: yesNoSchema,
        kycFree: yesNoSchema,
        beforeDepositVerification: yesNoSchema,
        beforeWithdrawVerification: yesNoSchema,
        openGameVerification: yesNoSchema,
        minimumAge: numberSchema,
        maxImageBytes: numberSchema,
        maxImages: numberSchema,
      },
    },
  },
});

export const dictionarySchema = schemaFor<KycDictionary>()({
  type: 'object',
  required: ['fields', 'idTypes'],
  additionalProperties: false,
  properties: {
    fields: {
      type: 'array',
      items: {
        type: 'object',
        required: ['fieldId', 'fieldAttribute', 'required', 'formatMin', 'formatMax', 'format', 'fieldDropdownList', 'playerFieldValue'],
        additionalProperties: false,
        properties: {
          fieldId: fieldIdSchema,
          fieldAttribute: { enum: ['I', 'DD', 'D'] },
          required: booleanSchema,
          formatMin: nullableNumberSchema,
          formatMax: nullableNumberSchema,
          format: {
            type: ['object', 'null'],
            required: ['pattern', 'description'],
            additionalProperties: false,
            properties: { pattern: stringSchema, description: stringSchema },
          },
          fieldDropdownList: {
            type: 'array',
            items: strictObject({ value: stringSchema, label: stringSchema }),
          },
          playerFieldValue: stringSchema,
        },
      },
    },
    idTypes: {
      type: 'array',
      items: strictObject({ value: stringSchema, label: stringSchema, sides: { type: 'array', items: sideSchema } }),
    },
  },
});

export const imageSchema = schemaFor<KycImage>()(strictObject({ side: sideSchema, bytes: numberSchema, uploadedAt: numberSchema }));

export const imagesSchema = schemaFor<KycImages>()(strictObject({ count: numberSchema, list: { type: 'array', items: imageSchema } }));

export const uploadBodySchema = schemaFor<KycImageUpload>()(
  strictObject({
    side: sideSchema,
    contentType: { type: 'string', maxLength: 100 },
    dataBase64: { type: 'string', minLength: 1, maxLength: KYC_UPLOAD_BODY_LIMIT_BYTES },
  }),
);

export const submissionBodySchema = schemaFor<KycSubmission>()(
  strictObject({
    fields: {
      type: 'array',
      maxItems: 20,
      items: strictObject({ fieldId: fieldIdSchema, fieldValue: { type: 'string', maxLength: 200 } }),
    },
  }),
);

export const usernameParamsSchema = {
  type: 'object',
  required: ['username'],
  properties: { username: { type: 'string', minLength: 1, maxLength: 50 } },
} as const;

export const imageParamsSchema = {
  type: 'object',
  required: ['imageId'],
  properties: { imageId: { type: 'string', pattern: '^[1-9][0-9]{0,15}$' } },
} as const;

export const adminListQuerySchema = {
  type: 'object',
  properties: { status: { enum: ['PENDING', 'REJECTED', 'VERIFIED'] } },
} as const;

export const rejectBodySchema = strictObject({ reason: { type: 'string', minLength: 1, maxLength: REJECT_REASON_MAX, pattern: '\\S' } });

export const exemptBodySchema = schemaFor<{ kycFree: YesNo }>()(strictObject({ kycFree: yesNoSchema }));

const adminImageSchema = strictObject({
  id: numberSchema,
  side: sideSchema,
  bytes: numberSchema,
  contentType: stringSchema,
  uploadedAt: numberSchema,
});

/** One account's verification as the operator reviews it. */
export const reviewSchema = strictObject({
  username: stringSchema,
  status: { enum: ['PENDING', 'REJECTED', 'VERIFIED'] },
  fields: { type: 'array', items: strictObject({ fieldId: fieldIdSchema, fieldValue: stringSchema }) },
  rejectReason: stringSchema,
  submittedAt: numberSchema,
  reviewedAt: nullableNumberSchema,
  images: { type: 'array', items: adminImageSchema },
  kycFree: yesNoSchema,
  underAge: booleanSchema,
});

export const reviewListSchema = strictObject({ list: { type: 'array', items: reviewSchema } });

export const exemptAnswerSchema = strictObject({ username: stringSchema, kycFree: yesNoSchema });
