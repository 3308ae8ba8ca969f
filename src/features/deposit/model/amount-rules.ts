import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { amountFormatMessage, type AmountProblem } from '@/lib/money/amount-rules';

/**
 * The translated text of a deposit amount's problem (the rules: src/lib/money/amount-rules.ts);
 * the limits are the channel's, and `min` and `max` come formatted with the currency.
 */
export function amountProblemMessage(problem: AmountProblem, min: string, max: string): MessageDescriptor {
  switch (problem) {
    case 'belowMin':
      return msg`The minimum for this channel is ${min}`;
    case 'aboveMax':
      return msg`The maximum for this channel is ${max}`;
    default:
      return amountFormatMessage(problem);
  }
}
