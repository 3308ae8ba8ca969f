import { describe, expect, it } from 'vitest';

import type { KycFieldValue } from '../../../src/contract/kyc.ts';
import {
  ageOn,
  base64Size,
  checkFields,
  dateInOffset,
  idTypeOf,
  imageContentType,
  KYC_ID_TYPES,
  kycDictionary,
  missingSides,
  parseDate,
} from './rules.ts';

const FORM: KycFieldValue[] = [
  { fieldId: 'WITHDRAWER_NAME', fieldValue: 'Juan Dela Cruz' },
  { fieldId: 'DATE_OF_BIRTH', fieldValue: '1990-05-17' },
  { fieldId: 'ID_TYPE', fieldValue: '2' },
  { fieldId: 'ID', fieldValue: 'N01-12-345678' },
];

const withField = (fieldId: KycFieldValue['fieldId'], fieldValue: string) =>
  FORM.map((field) => (field.fieldId === fieldId ? { fieldId, fieldValue } : field));

describe('age by birthday', () => {
  it('counts whole years: the birthday itself completes the year, the day before does not', () => {
    expect(ageOn('2004-11-29', '2025-11-29')).toBe(21);
    expect(ageOn('2004-11-30', '2025-11-29')).toBe(20);
    expect(ageOn('2004-12-01', '2025-11-29')).toBe(20);
    expect(ageOn('2004-10-30', '2025-11-29')).toBe(21);
  });

  it('counts a 29 February birthday on 1 March in common years and on the day in leap years', () => {
    expect(ageOn('2004-02-29', '2025-02-28')).toBe(20);
    expect(ageOn('2004-02-29', '2025-03-01')).toBe(21);
    expect(ageOn('2004-02-29', '2024-02-29')).toBe(20);
    expect(ageOn('2004-02-29', '2024-02-28')).toBe(19);
  });

  it('knows only real calendar dates', () => {
    expect(parseDate('2023-02-29')).toBeUndefined();
    expect(parseDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseDate('1990-13-01')).toBeUndefined();
    expect(parseDate('1990-1-01')).toBeUndefined();
    expect(parseDate('1850-01-01')).toBeUndefined();
    expect(ageOn('not a date', '2025-01-01')).toBeUndefined();
  });

  it("reads today in the operator's calendar (UTC+8)", () => {
    expect(dateInOffset(Date.UTC(2025, 10, 28, 16, 0), 480)).toBe('2025-11-29');
    expect(dateInOffset(Date.UTC(2025, 10, 28, 15, 59), 480)).toBe('2025-11-28');
  });
});

describe('the form', () => {
  it('offers the four fields, the Philippine ID types with their sides, and what was last submitted', () => {
    const dictionary = kycDictionary(new Map([['ID', 'A123']]));
    expect(dictionary.fields.map((field) => [field.fieldId, field.fieldAttribute, field.required])).toEqual([
      ['WITHDRAWER_NAME', 'I', true],
      ['DATE_OF_BIRTH', 'D', true],
      ['ID_TYPE', 'DD', true],
      ['ID', 'I', true],
    ]);
    expect(dictionary.fields.find((field) => field.fieldId === 'ID')?.playerFieldValue).toBe('A123');
    expect(dictionary.fields.find((field) => field.fieldId === 'ID_TYPE')?.fieldDropdownList.length).toBe(KYC_ID_TYPES.length);
    expect(KYC_ID_TYPES.length).toBeGreaterThanOrEqual(8);
    expect(idTypeOf('1')?.sides).toEqual(['FRONT', 'SELFIE']);
    expect(idTypeOf('13')?.sides).toEqual(['FRONT', 'BACK', 'SELFIE']);
    for (const type of KYC_ID_TYPES) expect(type.sides).toEqual(expect.arrayContaining(['FRONT', 'SELFIE']));
    // The pattern is sent for the app to use as JavaScript: it must compile there as here.
    for (const field of dictionary.fields) if (field.format) expect(() => new RegExp(field.format!.pattern, 'u')).not.toThrow();
  });

  it('takes a complete, valid form, trimmed', () => {
    const checked = checkFields(withField('WITHDRAWER_NAME', '  Juan   Dela Cruz '), '2025-11-29');
    expect(checked).toEqual({
      fields: { WITHDRAWER_NAME: 'Juan Dela Cruz', DATE_OF_BIRTH: '1990-05-17', ID_TYPE: '2', ID: 'N01-12-345678' },
    });
  });

  it('refuses each broken field by its id', () => {
    const refused = (fields: KycFieldValue[]) => {
      const checked = checkFields(fields, '2025-11-29');
      return 'refused' in checked ? checked.refused.fieldId : null;
    };
    expect(refused(FORM.slice(1))).toBe('WITHDRAWER_NAME');
    expect(refused(withField('WITHDRAWER_NAME', 'J'))).toBe('WITHDRAWER_NAME');
    expect(refused(withField('WITHDRAWER_NAME', 'A'.repeat(51)))).toBe('WITHDRAWER_NAME');
    expect(refused(withField('WITHDRAWER_NAME', 'Juan 3rd'))).toBe('WITHDRAWER_NAME');
    expect(refused(withField('DATE_OF_BIRTH', '17/05/1990'))).toBe('DATE_OF_BIRTH');
    expect(refused(withField('DATE_OF_BIRTH', '2023-02-29'))).toBe('DATE_OF_BIRTH');
    expect(refused(withField('DATE_OF_BIRTH', '2026-01-01'))).toBe('DATE_OF_BIRTH');
    expect(refused(withField('ID_TYPE', '99'))).toBe('ID_TYPE');
    expect(refused(withField('ID_TYPE', 'Passport'))).toBe('ID_TYPE');
    expect(refused(withField('ID', 'ab'))).toBe('ID');
    expect(refused(withField('ID', 'A12 34<script>'))).toBe('ID');
    expect(refused([...FORM, { fieldId: 'ID', fieldValue: 'B9999' }])).toBe('ID');
    expect(refused(FORM)).toBeNull();
  });

  it('names the sides an ID type still needs', () => {
    expect(missingSides(idTypeOf('2')!, ['FRONT'])).toEqual(['BACK', 'SELFIE']);
    expect(missingSides(idTypeOf('1')!, ['FRONT', 'SELFIE'])).toEqual([]);
    expect(missingSides(idTypeOf('1')!, ['BACK', 'SELFIE'])).toEqual(['FRONT']);
  });
});

describe('pictures', () => {
  it('knows a PNG and a JPEG by their bytes, nothing else', () => {
    expect(imageContentType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(imageContentType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(imageContentType(new TextEncoder().encode('GIF89a....'))).toBeUndefined();
    expect(imageContentType(new TextEncoder().encode('just some text'))).toBeUndefined();
    expect(imageContentType(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeUndefined();
  });

  it('sizes clean base64 before decoding it and refuses anything else', () => {
    expect(base64Size('AAAA')).toBe(3);
    expect(base64Size('AAA=')).toBe(2);
    expect(base64Size('AA==')).toBe(1);
    expect(base64Size('data:image/jpeg;base64,AAAA')).toBe(3);
    expect(base64Size('AAA')).toBeUndefined();
    expect(base64Size('AA=A')).toBeUndefined();
    expect(base64Size('AA AA')).toBeUndefined();
    expect(base64Size('AA\nAA')).toBeUndefined();
    expect(base64Size('')).toBeUndefined();
  });
});
