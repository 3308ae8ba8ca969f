import { Trans } from '@lingui/react/macro';

/**
 * The member's username, named as such: a mobile sign-up's was made for it and is what it logs in
 * with besides the number (docs/product.md#registration).
 */
export function AccountLine({ account }: { account: string }) {
  if (account === '') return null;
  return <Trans>Username: {account}</Trans>;
}
