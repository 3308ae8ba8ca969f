import type {
  KycDictionary,
  KycDropdownOption,
  KycFieldAttribute,
  KycFieldDescriptor,
  KycFieldId,
  KycFieldValue,
  KycIdType,
  KycImageSide,
} from '../../../src/contract/kyc.ts';

/**
 * The pure rules of identity verification (docs/product.md#identity-verification): the form's
 * fields, the ID types and the pictures each needs, the picture checks and the age by birthday.
 * Nothing here reads the database or the clock.
 */

/** The largest picture the gateway can take at all: the upload route's body limit is sized for it. */
const KYC_IMAGE_CEILING_BYTES = 5 * 1024 * 1024;
/** A picture of the ceiling in base64, with the JSON around it. */
export const KYC_UPLOAD_BODY_LIMIT_BYTES = Math.ceil((KYC_IMAGE_CEILING_BYTES * 4) / 3) + 4096;
export const KYC_SIDES: readonly KycImageSide[] = ['FRONT', 'BACK', 'SELFIE'];
/** The longest reason an operator may give for a rejection. */
export const REJECT_REASON_MAX = 200;

const FRONT_SELFIE: KycImageSide[] = ['FRONT', 'SELFIE'];
const FRONT_BACK_SELFIE: KycImageSide[] = ['FRONT', 'BACK', 'SELFIE'];

/**
 * The Philippine IDs the reference operator accepts, by the platform's idType numbers. Cards
 * with a back that carries data (address, signature, validity) ask for it; booklets and paper
 * certificates do not.
 */
export const KYC_ID_TYPES: readonly KycIdType[] = [
  { value: '1', label: 'Passport', sides: FRONT_SELFIE },
  { value: '2', label: "Driver's licence", sides: FRONT_BACK_SELFIE },
  { value: '3', label: 'PRC ID', sides: FRONT_BACK_SELFIE },
  { value: '4', label: 'Postal ID', sides: FRONT_BACK_SELFIE },
  { value: '5', label: "Voter's ID", sides: FRONT_BACK_SELFIE },
  { value: '7', label: 'TIN ID', sides: FRONT_BACK_SELFIE },
  { value: '8', label: 'SSS ID', sides: FRONT_BACK_SELFIE },
  { value: '9', label: 'Senior citizen card', sides: FRONT_BACK_SELFIE },
  { value: '11', label: 'UMID', sides: FRONT_BACK_SELFIE },
  { value: '12', label: 'PhilHealth ID', sides: FRONT_BACK_SELFIE },
  { value: '13', label: 'National ID', sides: FRONT_BACK_SELFIE },
  { value: '14', label: 'OFW ID', sides: FRONT_BACK_SELFIE },
  { value: '15', label: 'NBI clearance', sides: FRONT_SELFIE },
  { value: '16', label: "Seaman's book", sides: FRONT_SELFIE },
];

/** A name as on the ID: letters of any script, spaces between words. */
const NAME_PATTERN = "^\\p{L}+(?:[ .'-]\\p{L}+)*\\.?$";
const ID_NUMBER_PATTERN = '^[A-Za-z0-9-]+$';

interface FieldRule {
  fieldId: KycFieldId;
  fieldAttribute: KycFieldAttribute;
  formatMin: number | null;
  formatMax: number | null;
  format: KycFieldDescriptor['format'];
}

const FIELD_RULES: readonly FieldRule[] = [
  {
    fieldId: 'WITHDRAWER_NAME',
    fieldAttribute: 'I',
    formatMin: 2,
    formatMax: 50,
    format: { pattern: NAME_PATTERN, description: 'Your full name as on the ID: 2 to 50 letters and spaces' },
  },
  { fieldId: 'DATE_OF_BIRTH', fieldAttribute: 'D', formatMin: null, formatMax: null, format: null },
  { fieldId: 'ID_TYPE', fieldAttribute: 'DD', formatMin: null, formatMax: null, format: null },
  {
    fieldId: 'ID',
    fieldAttribute: 'I',
    formatMin: 4,
    formatMax: 30,
    format: { pattern: ID_NUMBER_PATTERN, description: 'The ID number: 4 to 30 letters, digits and dashes' },
  },
];

/** The form, with what the player last submitted filled in. */
export function kycDictionary(saved: ReadonlyMap<KycFieldId, string>): KycDictionary {
  return {
    fields: FIELD_RULES.map((rule) => ({
      ...rule,
      required: true,
      fieldDropdownList: rule.fieldId === 'ID_TYPE' ? KYC_ID_TYPES.map(({ value, label }): KycDropdownOption => ({ value, label })) : [],
      playerFieldValue: saved.get(rule.fieldId) ?? '',
    })),
    idTypes: KYC_ID_TYPES.map((type) => ({ ...type, sides: [...type.sides] })),
  };
}

export function idTypeOf(value: string): KycIdType | undefined {
  return KYC_ID_TYPES.find((type) => type.value === value);
}

/** A submission's fields once checked: trimmed, each exactly once. */
export type KycFields = Record<KycFieldId, string>;

/** Why a field was refused: its id and the rule in words. */
export interface FieldRefusal {
  fieldId: KycFieldId;
  description: string;
}

const DATE_FORMAT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date written YYYY-MM-DD, or undefined when it is not one (2023-02-29 is not). */
export function parseDate(text: string): { year: number; month: number; day: number } | undefined {
  const match = DATE_FORMAT.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return { year, month, day };
}

/**
 * Whole years from the birthday to `today` (both YYYY-MM-DD, today in the operator's calendar).
 * The birthday counts on its date; a 29 February birthday counts on 1 March in other years, as
 * the Philippine civil code reckons it.
 */
export function ageOn(birthday: string, today: string): number | undefined {
  const born = parseDate(birthday);
  const now = parseDate(today);
  if (!born || !now) return undefined;
  let age = now.year - born.year;
  if (now.month < born.month || (now.month === born.month && now.day < born.day)) age -= 1;
  return age;
}

/** Checks every field against the form's rules; the first refusal, or the checked fields. */
export function checkFields(values: readonly KycFieldValue[], today: string): { fields: KycFields } | { refused: FieldRefusal } {
  const given = new Map<KycFieldId, string>();
  for (const value of values) {
    if (given.has(value.fieldId)) return { refused: { fieldId: value.fieldId, description: 'The field is given twice' } };
    given.set(value.fieldId, value.fieldValue.trim().replace(/\s+/g, ' '));
  }
  const fields: Partial<KycFields> = {};
  for (const rule of FIELD_RULES) {
    const value = given.get(rule.fieldId) ?? '';
    const refuse = (description: string) => ({ refused: { fieldId: rule.fieldId, description } });
    if (value === '') return refuse('The field is required');
    if (rule.formatMin !== null && [...value].length < rule.formatMin) return refuse(`At least ${rule.formatMin} characters`);
    if (rule.formatMax !== null && [...value].length > rule.formatMax) return refuse(`At most ${rule.formatMax} characters`);
    if (rule.format && !new RegExp(rule.format.pattern, 'u').test(value)) return refuse(rule.format.description);
    if (rule.fieldId === 'ID_TYPE' && !idTypeOf(value)) return refuse('Not an ID type of the list');
    if (rule.fieldId === 'DATE_OF_BIRTH') {
      const age = ageOn(value, today);
      if (age === undefined || age < 0) return refuse('A date of birth as YYYY-MM-DD, not after today');
    }
    fields[rule.fieldId] = value;
  }
  return { fields: fields as KycFields };
}

/** The sides the ID type needs that are not uploaded. */
export function missingSides(idType: KycIdType, uploaded: Iterable<KycImageSide>): KycImageSide[] {
  const have = new Set(uploaded);
  return idType.sides.filter((side) => !have.has(side));
}

/** PNG or JPEG by their first bytes, whatever the name or declared type says. */
export function imageContentType(bytes: Uint8Array): 'image/png' | 'image/jpeg' | undefined {
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, index) => bytes[index] === byte))
    return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return undefined;
}

/** No nested repetition: a 7 MB text must not send the matcher into deep backtracking. */
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const DATA_URL_PREFIX = /^data:[a-z]+\/[a-z0-9.+-]+;base64,/i;

/**
 * The decoded size of a picture's base64 (a data URL's prefix allowed), known before decoding so
 * an oversized one costs no buffer; undefined when the text is not clean base64.
 */
export function base64Size(text: string): number | undefined {
  const data = text.replace(DATA_URL_PREFIX, '');
  if (data.length % 4 !== 0 || !BASE64.test(data)) return undefined;
  return (data.length / 4) * 3 - (data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0);
}

export function decodeBase64(text: string): Uint8Array {
  return new Uint8Array(Buffer.from(text.replace(DATA_URL_PREFIX, ''), 'base64'));
}

/** The operator's calendar: Philippine time, UTC+8 all year. */
export const OPERATOR_UTC_OFFSET_MINUTES = 8 * 60;

/** Today's date in the given UTC offset (the operator's calendar), as YYYY-MM-DD. */
export function dateInOffset(now: number, offsetMinutes: number): string {
  return new Date(now + offsetMinutes * 60_000).toISOString().slice(0, 10);
}
