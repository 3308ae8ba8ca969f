import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as v from 'valibot';

export interface AmountLimits {
  min: number;
  max: number;
}

export type AmountProblem = 'required' | 'notNumber' | 'decimals' | 'belowMin' | 'aboveMax';

/**
 * The deposit amount as typed: digits with an optional fraction (thousands separators allowed:
 * "1,000.50"), at most two decimals, within the channel's limits. Each issue's message is its
 * problem, so the form can say exactly what is wrong; the pipe stops at the first one, as a
 * field's rules do (register-rules.ts fieldSchema).
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

export type AmountCheck = { ok: true; amount: number } | { ok: false; problem: AmountProblem };

export function checkAmount(text: string, limits: AmountLimits): AmountCheck {
  const result = v.safeParse(amountSchema(limits), text);
  if (result.success) return { ok: true, amount: result.output };
  return { ok: false, problem: result.issues[0].message as AmountProblem };
}

/** The translated text of a problem; `min` and `max` come formatted with the currency. */
export function amountProblemMessage(problem: AmountProblem, min: string, max: string): MessageDescriptor {
  switch (problem) {
    case 'required':
      return msg`Enter an amount`;
    case 'notNumber':
      return msg`Enter the amount as a number, for example 500`;
    case 'decimals':
      return msg`Use at most 2 decimals`;
    case 'belowMin':
      return msg`The minimum for this channel is ${min}`;
    case 'aboveMax':
      return msg`The maximum for this channel is ${max}`;
  }
}
