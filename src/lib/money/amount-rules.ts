import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as v from 'valibot';

/** The smallest and largest amount a form takes, in the currency. */
export interface AmountLimits {
  min: number;
  max: number;
}

export type AmountProblem = 'required' | 'notNumber' | 'decimals' | 'belowMin' | 'aboveMax';

/** The problems of the amount as typed, before any limit: each form words them alike. */
export type AmountFormatProblem = Exclude<AmountProblem, 'belowMin' | 'aboveMax'>;

export type AmountCheck = { ok: true; amount: number } | { ok: false; problem: AmountProblem };

/**
 * A money amount as typed, for deposit and withdraw (docs/product.md#validation): digits with an
 * optional fraction (thousands separators allowed: "1,000.50"), at most two decimals, within the
 * limits. Each issue's message is its problem, so the form can say exactly what is wrong; the pipe
 * stops at the first one.
 */
function amountSchema(limits: AmountLimits) {
  return v.config(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((text) => text.replace(/,(?=\d{3}(\D|$))/g, '')),
      v.nonEmpty<string, AmountProblem>('required'),
      v.regex<string, AmountProblem>(/^\d+(\.\d*)?$|^\.\d+$/, 'notNumber'),
      v.regex<string, AmountProblem>(/^\d*(\.\d{0,2})?$/, 'decimals'),
      v.toNumber<string, AmountProblem>('notNumber'),
      v.minValue<number, number, AmountProblem>(limits.min, 'belowMin'),
      v.maxValue<number, number, AmountProblem>(limits.max, 'aboveMax'),
    ),
    { abortPipeEarly: true },
  );
}

export function checkAmount(text: string, limits: AmountLimits): AmountCheck {
  const result = v.safeParse(amountSchema(limits), text);
  if (result.success) return { ok: true, amount: result.output };
  return { ok: false, problem: result.issues[0].message as AmountProblem };
}

/** The words for an amount typed wrong; the limits' words are each form's own. */
export function amountFormatMessage(problem: AmountFormatProblem): MessageDescriptor {
  switch (problem) {
    case 'required':
      return msg`Enter an amount`;
    case 'notNumber':
      return msg`Enter the amount as a number, for example 500`;
    case 'decimals':
      return msg`Use at most 2 decimals`;
  }
}
