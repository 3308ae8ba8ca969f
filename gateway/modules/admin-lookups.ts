import { GatewayError } from '../lib/errors.ts';
import type { AccountRecord } from '../store/repositories/accounts.ts';
import type { Store } from '../store/store.ts';

/** The account an operator route names by username; an unknown name is a 404, never a 500. */
export function accountNamed(store: Store, username: string): AccountRecord {
  const account = store.accounts.findByUsername(username);
  if (!account) throw new GatewayError('route.not.found', { message: `No account named ${username}` });
  return account;
}
