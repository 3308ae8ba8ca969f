import type { KycFieldDescriptor, KycFieldId, KycFieldValue, KycIdType, KycImageSide } from '@/contract/kyc';

/**
 * The verification form (docs/product.md#identity-verification) as the operator's dictionary
 * describes it: which fields, their bounds and patterns, and the pictures the chosen ID needs.
 */

export type KycValues = Record<KycFieldId, string>;

const KYC_FIELD_ORDER: readonly KycFieldId[] = ['WITHDRAWER_NAME', 'DATE_OF_BIRTH', 'ID_TYPE', 'ID'];

export type FieldProblem =
  | { kind: 'required' }
  | { kind: 'too-short'; min: number }
  | { kind: 'too-long'; max: number }
  | { kind: 'format'; description: string }
  | { kind: 'too-young'; minimumAge: number };

/** What is wrong with a value by its descriptor; null when nothing. */
export function fieldProblem(descriptor: KycFieldDescriptor, raw: string): FieldProblem | null {
  const value = raw.trim();
  if (!value) return descriptor.required ? { kind: 'required' } : null;
  if (descriptor.fieldAttribute === 'DD') {
    return descriptor.fieldDropdownList.length === 0 || descriptor.fieldDropdownList.some((option) => option.value === value)
      ? null
      : { kind: 'required' };
  }
  const length = Array.from(value).length;
  if (descriptor.formatMin !== null && length < descriptor.formatMin) return { kind: 'too-short', min: descriptor.formatMin };
  if (descriptor.formatMax !== null && length > descriptor.formatMax) return { kind: 'too-long', max: descriptor.formatMax };
  if (descriptor.format && !matches(descriptor.format.pattern, value))
    return { kind: 'format', description: descriptor.format.description };
  return null;
}

function matches(pattern: string, value: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(value);
  } catch {
    // A pattern this browser cannot read is the gateway's to judge.
    return true;
  }
}

/** The form's first values: the draft of this session first, else what the player last submitted. */
export function initialValues(fields: readonly KycFieldDescriptor[], draft: Partial<KycValues> | null): KycValues {
  const values: KycValues = { WITHDRAWER_NAME: '', DATE_OF_BIRTH: '', ID_TYPE: '', ID: '' };
  for (const field of fields) values[field.fieldId] = draft?.[field.fieldId] ?? field.playerFieldValue;
  return values;
}

/** The pictures the chosen ID type asks for; none until one is chosen. */
export function sidesFor(idTypes: readonly KycIdType[], idType: string): KycImageSide[] {
  return idTypes.find((type) => type.value === idType)?.sides ?? [];
}

/** The submission's fields, in the dictionary's order, trimmed. */
export function submissionFields(fields: readonly KycFieldDescriptor[], values: KycValues): KycFieldValue[] {
  return fields.map((field) => ({ fieldId: field.fieldId, fieldValue: values[field.fieldId].trim() }));
}

/** Reads a stored draft back, keeping only the form's own text fields. */
export function parseDraft(stored: string | null): Partial<KycValues> | null {
  if (!stored) return null;
  try {
    const parsed = JSON.parse(stored) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const draft: Partial<KycValues> = {};
    for (const id of KYC_FIELD_ORDER) {
      const value = (parsed as Record<string, unknown>)[id];
      if (typeof value === 'string') draft[id] = value;
    }
    return draft;
  } catch {
    return null;
  }
}
