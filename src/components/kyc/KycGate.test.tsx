import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { KycSettingAnswer, KycStatus } from '@/contract/kyc';
import { installFakeGateway, ok } from '@/testing/fake-gateway';
import { memberSession, renderWithStore } from '@/testing/render-with-store';

import { KycGate } from './KycGate';

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

function answer(status: Partial<KycStatus>) {
  gateway.on('GET', '/wps/relay/MCSFE_getCustomerKycMerchantSetting', () => ok(SETTING));
  gateway.on('GET', '/wps/relay/MCSFE_getCustomerKycStatus', () =>
    ok({ verifyStatus: 'NOT_VERIFIED', statusForFE: '', rejectReason: '', submittedAt: null, reviewedAt: null, ...status }),
  );
}

const page = (action: 'deposit' | 'withdraw') =>
  renderWithStore(
    <KycGate action={action}>
      <p>The form</p>
    </KycGate>,
    { preloadedState: memberSession(), route: '/m/voucherCenter' },
  );

describe('the verification gate', () => {
  it('explains a deposit the operator keeps for verified players, before the form', async () => {
    answer({});
    page('deposit');
    expect(await screen.findByRole('heading', { name: 'Verify your identity to deposit' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify now' })).toHaveAttribute('href', '/m/verificationInfoPage');
    expect(screen.queryByText('The form')).not.toBeInTheDocument();
  });

  it('shows the rejection’s reason with Resubmit, and says a pending review is under way', async () => {
    answer({ statusForFE: 'REJECTED', rejectReason: 'Blurred' });
    const { unmount } = page('deposit');
    expect(await screen.findByText('Reason: Blurred')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Resubmit' })).toBeInTheDocument();
    unmount();
    answer({ statusForFE: 'PENDING' });
    page('deposit');
    expect(await screen.findByRole('heading', { name: 'Your verification is being reviewed' })).toBeInTheDocument();
  });

  it('opens the page once verified, or where the operator does not ask', async () => {
    answer({ verifyStatus: 'VERIFIED' });
    const { unmount } = page('deposit');
    expect(await screen.findByText('The form')).toBeInTheDocument();
    unmount();
    answer({});
    page('withdraw');
    expect(await screen.findByText('The form')).toBeInTheDocument();
  });
});
