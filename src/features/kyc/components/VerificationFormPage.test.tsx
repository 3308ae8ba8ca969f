import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import type { KycDictionary, KycImages, KycSettingAnswer, KycStatus } from '@/contract/kyc';
import { installFakeGateway, ok, refused } from '@/testing/fake-gateway';
import { memberSession, renderWithStore } from '@/testing/render-with-store';

import { VerificationFormPage } from './VerificationFormPage';

const RELAY = '/wps/relay/';
const gateway = installFakeGateway();

const SETTING: KycSettingAnswer = {
  merchantProviderResponse: {
    kycSwitchValue: 'Y',
    kycFree: 'N',
    beforeDepositVerification: 'Y',
    beforeWithdrawVerification: 'N',
    openGameVerification: 'N',
    minimumAge: 21,
    maxImageBytes: 5 * 1024 * 1024,
    maxImages: 3,
  },
};
const STATUS: KycStatus = { verifyStatus: 'NOT_VERIFIED', statusForFE: 'REJECTED', rejectReason: 'Blurred', submittedAt: 1, reviewedAt: 2 };
const text = (fieldId: 'WITHDRAWER_NAME' | 'ID', min: number, max: number) => ({
  fieldId,
  fieldAttribute: 'I' as const,
  required: true,
  formatMin: min,
  formatMax: max,
  format: null,
  fieldDropdownList: [],
  playerFieldValue: '',
});
const DICTIONARY: KycDictionary = {
  fields: [
    text('WITHDRAWER_NAME', 2, 50),
    { ...text('ID', 0, 0), fieldId: 'DATE_OF_BIRTH', fieldAttribute: 'D', formatMin: null, formatMax: null },
    {
      ...text('ID', 0, 0),
      fieldId: 'ID_TYPE',
      fieldAttribute: 'DD',
      formatMin: null,
      formatMax: null,
      fieldDropdownList: [{ value: '1', label: 'Passport' }],
      playerFieldValue: '1',
    },
    { ...text('ID', 4, 30), playerFieldValue: 'P1234567' },
  ],
  idTypes: [{ value: '1', label: 'Passport', sides: ['FRONT', 'SELFIE'] }],
};
const IMAGES: KycImages = {
  count: 2,
  list: [
    { side: 'FRONT', bytes: 1000, uploadedAt: 1 },
    { side: 'SELFIE', bytes: 1000, uploadedAt: 1 },
  ],
};

function answerReads() {
  gateway.on('GET', `${RELAY}MCSFE_getCustomerKycMerchantSetting`, () => ok(SETTING));
  gateway.on('GET', `${RELAY}MCSFE_getCustomerKycStatus`, () => ok(STATUS));
  gateway.on('GET', `${RELAY}MCSFE_getDictionaryIdTypeAndKycFields`, () => ok(DICTIONARY));
  gateway.on('GET', `${RELAY}MCSFE_getIdCount`, () => ok(IMAGES));
}

afterEach(() => sessionStorage.clear());

describe('the verification form', () => {
  it('refuses an under-age birthday as soon as it is entered, with the operator’s age', async () => {
    answerReads();
    renderWithStore(<VerificationFormPage />, { preloadedState: memberSession(), route: '/m/verificationInfoPage' });
    const birthday = await screen.findByLabelText(/Birthday/);
    const young = new Date();
    young.setFullYear(young.getFullYear() - 20);
    fireEvent.change(birthday, { target: { value: young.toISOString().slice(0, 10) } });
    expect(await screen.findByText('You must be 21 or older')).toBeInTheDocument();
    fireEvent.change(birthday, { target: { value: '1990-01-01' } });
    await waitFor(() => expect(screen.queryByText('You must be 21 or older')).not.toBeInTheDocument());
  });

  it('keeps everything typed through a refused submit, and in the session after leaving the page', async () => {
    answerReads();
    gateway.on('POST', `${RELAY}MCSFE_updateIdTypeAndKycFields`, () => refused('kyc.field.invalid'));
    const { unmount } = renderWithStore(<VerificationFormPage />, { preloadedState: memberSession(), route: '/m/verificationInfoPage' });
    fireEvent.change(await screen.findByLabelText(/Real name/), { target: { value: 'Ana Cruz' } });
    fireEvent.change(screen.getByLabelText(/Birthday/), { target: { value: '1990-01-01' } });
    expect(screen.getByLabelText(/ID number/)).toHaveValue('P1234567');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Some of your details are not valid. Please check them and try again.')).toBeInTheDocument();
    expect(gateway.calls('POST', `${RELAY}MCSFE_updateIdTypeAndKycFields`)[0]?.body).toEqual({
      fields: [
        { fieldId: 'WITHDRAWER_NAME', fieldValue: 'Ana Cruz' },
        { fieldId: 'DATE_OF_BIRTH', fieldValue: '1990-01-01' },
        { fieldId: 'ID_TYPE', fieldValue: '1' },
        { fieldId: 'ID', fieldValue: 'P1234567' },
      ],
    });
    expect(screen.getByLabelText(/Real name/)).toHaveValue('Ana Cruz');
    unmount();

    renderWithStore(<VerificationFormPage />, { preloadedState: memberSession(), route: '/m/verificationInfoPage' });
    expect(await screen.findByLabelText(/Real name/)).toHaveValue('Ana Cruz');
    expect(screen.getByLabelText(/Birthday/)).toHaveValue('1990-01-01');
  });
});
