import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { PayoutMethod } from '@/contract/withdraw';

/** Spaces and dashes people type between digit groups are not part of the number. */
export function normaliseAccountNo(text: string): string {
  return text.replace(/[\s-]/g, '');
}

export type AccountNoProblem = 'required' | 'shape';

/** The method's own rule (the gateway sends its pattern and checks it again). */
export function checkAccountNo(text: string, method: PayoutMethod): AccountNoProblem | null {
  const number = normaliseAccountNo(text);
  if (number === '') return 'required';
  return new RegExp(method.pattern).test(number) ? null : 'shape';
}

export function accountNoProblemMessage(problem: AccountNoProblem, method: PayoutMethod): MessageDescriptor {
  const example = method.example;
  if (problem === 'required') return msg`Enter the account number`;
  return method.kind === 'ewallet'
    ? msg`Enter the 11-digit mobile number of the e-wallet, for example ${example}`
    : msg`This is not a ${method.name} account number, for example ${example}`;
}

/** Names compare without case and with runs of spaces as one. */
export function sameName(a: string, b: string): boolean {
  const tidy = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
  return tidy(a) === tidy(b);
}

export type HolderProblem = 'required' | 'mismatch';

/** Every card is held in the member's payee name; without one yet, the first card sets it. */
export function checkHolderName(text: string, payeeName: string | null): HolderProblem | null {
  if (text.trim() === '') return 'required';
  return payeeName !== null && !sameName(text, payeeName) ? 'mismatch' : null;
}

/** The SPEC's payment password: 6 digits (docs/product.md#withdraw). */
export function isPaymentPassword(text: string): boolean {
  return /^[0-9]{6}$/.test(text);
}
