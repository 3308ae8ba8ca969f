import { describe, expect, it } from 'vitest';

import type { KycFieldDescriptor, KycIdType } from '@/contract/kyc';

import { idTypeLabel } from './id-type-labels';
import { fieldProblem, initialValues, parseDraft, sidesFor, submissionFields } from './kyc-fields';

const NAME: KycFieldDescriptor = {
  fieldId: 'WITHDRAWER_NAME',
  fieldAttribute: 'I',
  required: true,
  formatMin: 2,
  formatMax: 50,
  format: { pattern: "^\\p{L}+(?:[ .'-]\\p{L}+)*\\.?$", description: 'Your full name as on the ID' },
  fieldDropdownList: [],
  playerFieldValue: '',
};
const ID_TYPE: KycFieldDescriptor = {
  fieldId: 'ID_TYPE',
  fieldAttribute: 'DD',
  required: true,
  formatMin: null,
  formatMax: null,
  format: null,
  fieldDropdownList: [
    { value: '1', label: 'Passport' },
    { value: '2', label: "Driver's licence" },
  ],
  playerFieldValue: '2',
};
const ID_TYPES: KycIdType[] = [
  { value: '1', label: 'Passport', sides: ['FRONT', 'SELFIE'] },
  { value: '2', label: "Driver's licence", sides: ['FRONT', 'BACK', 'SELFIE'] },
];

describe('the verification form’s fields', () => {
  it('checks a text field against its descriptor: required, lengths, then the pattern with its words', () => {
    expect(fieldProblem(NAME, '  ')).toEqual({ kind: 'required' });
    expect(fieldProblem(NAME, 'J')).toEqual({ kind: 'too-short', min: 2 });
    expect(fieldProblem(NAME, 'J'.repeat(51))).toEqual({ kind: 'too-long', max: 50 });
    expect(fieldProblem(NAME, 'Juan 99')).toEqual({ kind: 'format', description: 'Your full name as on the ID' });
    expect(fieldProblem(NAME, 'Juan dela Cruz')).toBeNull();
    expect(fieldProblem(NAME, 'Nguyễn Văn An')).toBeNull();
    expect(fieldProblem({ ...NAME, required: false }, '')).toBeNull();
  });

  it('takes only a listed ID type', () => {
    expect(fieldProblem(ID_TYPE, '2')).toBeNull();
    expect(fieldProblem(ID_TYPE, '99')).toEqual({ kind: 'required' });
  });

  it('asks for the back only of an ID that has one', () => {
    expect(sidesFor(ID_TYPES, '1')).toEqual(['FRONT', 'SELFIE']);
    expect(sidesFor(ID_TYPES, '2')).toEqual(['FRONT', 'BACK', 'SELFIE']);
    expect(sidesFor(ID_TYPES, '')).toEqual([]);
  });

  it('fills the form from this session’s draft first, then from what was last submitted', () => {
    expect(initialValues([NAME, ID_TYPE], null)).toEqual({ WITHDRAWER_NAME: '', DATE_OF_BIRTH: '', ID_TYPE: '2', ID: '' });
    expect(initialValues([NAME, ID_TYPE], { WITHDRAWER_NAME: 'Ana', ID_TYPE: '1' })).toMatchObject({
      WITHDRAWER_NAME: 'Ana',
      ID_TYPE: '1',
    });
    expect(parseDraft('{"WITHDRAWER_NAME":"Ana","image":"x"}')).toEqual({ WITHDRAWER_NAME: 'Ana' });
    expect(parseDraft('nope')).toBeNull();
  });

  it('sends the fields trimmed, in the dictionary’s order', () => {
    expect(submissionFields([NAME, ID_TYPE], { WITHDRAWER_NAME: ' Ana Cruz ', DATE_OF_BIRTH: '', ID_TYPE: '1', ID: '' })).toEqual([
      { fieldId: 'WITHDRAWER_NAME', fieldValue: 'Ana Cruz' },
      { fieldId: 'ID_TYPE', fieldValue: '1' },
    ]);
  });
});

describe('ID type labels', () => {
  it('translates the types the app knows and keeps the operator’s label for others', () => {
    const upper = (descriptor: { message?: string }) => (descriptor.message ?? '').toUpperCase();
    expect(idTypeLabel('1', 'Passport', upper)).toBe('PASSPORT');
    expect(idTypeLabel('99', 'Barangay ID', upper)).toBe('Barangay ID');
  });
});
