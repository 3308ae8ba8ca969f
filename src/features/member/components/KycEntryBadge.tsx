import { KycStatusBadge } from '@/components/kyc/KycStatusBadge';
import { useGetKycStatusQuery } from '@/lib/kyc/kyc-api';
import { kycState } from '@/lib/kyc/kyc-gate';

/** The identity verification entry's badge (docs/product.md#identity-verification); nothing until the status is read. */
export function KycEntryBadge() {
  const status = useGetKycStatusQuery(undefined, { refetchOnMountOrArgChange: true });
  return status.data ? <KycStatusBadge state={kycState(status.data)} /> : null;
}
