import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The reference operator's ID types by the platform's idType numbers, in the player's language
 * (docs/product.md#identity-verification): the gateway sends English labels, and a type the app
 * does not know shows the operator's label.
 */
const ID_TYPE_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  '1': msg`Passport`,
  '2': msg`Driver's licence`,
  '3': msg`PRC ID`,
  '4': msg`Postal ID`,
  '5': msg`Voter's ID`,
  '7': msg`TIN ID`,
  '8': msg`SSS ID`,
  '9': msg`Senior citizen card`,
  '11': msg`UMID`,
  '12': msg`PhilHealth ID`,
  '13': msg`National ID`,
  '14': msg`OFW ID`,
  '15': msg`NBI clearance`,
  '16': msg`Seaman's book`,
};

export function idTypeLabel(value: string, operatorLabel: string, translate: (descriptor: MessageDescriptor) => string): string {
  const known = ID_TYPE_LABELS[value];
  return known ? translate(known) : operatorLabel;
}
