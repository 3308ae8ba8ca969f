import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useField, useFormikContext } from 'formik';
import type { ReactNode } from 'react';

import type { RebateRange } from '@/contract/agent-team';
import { intlLocale } from '@/lib/i18n/intl-locale';

import { canRaise, formatRebate, type RebateInputs, rebateProblems } from '../model/rebate-rules';
import { PRODUCT_LABELS, rebateProblemText } from '../model/team-texts';

/** "0.0 – 8.4 %": a product's allowed range, written with its step's decimals. */
function rangeText(range: RebateRange, locale: string): string {
  return `${formatRebate(range.min, range, locale)} – ${formatRebate(range.max, range, locale)} %`;
}

/**
 * The rebate fields' check for Formik, in the player's language: `{LOTT: '…'}` for the products
 * outside their range or off their step, undefined when all pass.
 */
export function useRebateErrors(ranges: readonly RebateRange[]): (inputs: RebateInputs) => Record<string, string> | undefined {
  const { i18n } = useLingui();
  const locale = intlLocale(i18n);
  return (inputs) => {
    const problems = rebateProblems(inputs, ranges);
    const messages: Record<string, string> = {};
    for (const range of ranges) {
      const problem = problems[range.productType];
      if (problem) messages[range.productType] = i18n._(rebateProblemText(problem, rangeText(range, locale)));
    }
    return Object.keys(messages).length > 0 ? messages : undefined;
  };
}

/**
 * One product's rebate: its allowed range shown before anything is typed
 * (docs/product.md#create-downline), the field's message once it has one. A product with no room
 * says so and takes nothing.
 */
function RebateField({ range, disabled }: { range: RebateRange; disabled: boolean }) {
  const { i18n } = useLingui();
  const name = `rebates.${range.productType}`;
  const [field, meta] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const error = (meta.touched || submitCount > 0) && meta.error ? meta.error : undefined;
  const id = `field-rebate-${range.productType}`;
  const room = canRaise(range);
  const allowed = rangeText(range, intlLocale(i18n));
  return (
    <div className={`field rebate-field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {i18n._(PRODUCT_LABELS[range.productType])}
      </label>
      <div className="field__control">
        <input
          {...field}
          id={id}
          className="field__input"
          inputMode="decimal"
          autoComplete="off"
          placeholder={formatRebate(range.current, range, intlLocale(i18n))}
          readOnly={!room}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-range${error ? ` ${id}-error` : ''}`}
          data-testid={`rebate-${range.productType}`}
        />
        <span className="rebate-field__unit" aria-hidden="true">
          %
        </span>
      </div>
      <p className="rebate-field__range" id={`${id}-range`}>
        {room ? <Trans>Allowed: {allowed}</Trans> : <Trans>No room to raise</Trans>}
      </p>
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

interface RebateFormEndProps {
  ranges: readonly RebateRange[];
  alert: MessageDescriptor | null;
  submitting: boolean;
  /** The submit button's text. */
  children: ReactNode;
}

/**
 * The end of a form that sets a downline's rebates (docs/product.md#create-downline,
 * #edit-rebates): a field per product, the form's alert, and its submit button.
 */
export function DownlineRebateFields({ ranges, alert, submitting, children }: RebateFormEndProps) {
  const { i18n } = useLingui();
  return (
    <>
      {ranges.map((range) => (
        <RebateField key={range.productType} range={range} disabled={submitting} />
      ))}
      {alert && (
        <p className="form-alert" role="alert">
          {i18n._(alert)}
        </p>
      )}
      <button type="submit" className="button button--block" disabled={submitting} aria-busy={submitting}>
        {children}
      </button>
    </>
  );
}
