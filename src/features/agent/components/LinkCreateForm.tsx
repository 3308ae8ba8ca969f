import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';

import { toast } from '@/components/toast/toast';
import type { RebateProduct } from '@/contract/rebates';
import { errorMessage } from '@/lib/errors/error-catalogue';
import { isGatewayError } from '@/lib/gateway/gateway-error';
import { intlLocale } from '@/lib/i18n/intl-locale';

import { useCreateLinkMutation } from '../api/links-api';
import {
  hasErrors,
  LINK_ERROR_TEXTS,
  type LinkAccountType,
  type LinkDraft,
  type LinkDraftErrors,
  linkDraftErrors,
  type LinkRebateRange,
  newLinkOf,
} from '../model/link-form';
import { PRODUCT_LABELS } from '../model/team-texts';

const TYPES: readonly LinkAccountType[] = ['member', 'agent'];

/**
 * A new invitation link (docs/product.md#agent-centre): who registers through it, an own code or
 * one the gateway makes, and the rebate preset, each product with the range the agent may give.
 */
export function LinkCreateForm({ ranges, onDone }: { ranges: readonly LinkRebateRange[]; onDone: () => void }) {
  const { i18n, t } = useLingui();
  const [create, { isLoading }] = useCreateLinkMutation();
  const [draft, setDraft] = useState<LinkDraft>({ accountType: 'member', code: '', rebates: {} });
  const [errors, setErrors] = useState<LinkDraftErrors>({ rebates: {} });
  const [failure, setFailure] = useState<string | null>(null);
  const formId = useId();
  const number = (value: number) => value.toLocaleString(intlLocale(i18n), { maximumFractionDigits: 2 });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = linkDraftErrors(draft, ranges);
    setErrors(found);
    setFailure(null);
    if (hasErrors(found)) return;
    try {
      await create(newLinkOf(draft, ranges)).unwrap();
      toast.success(t`Link created`);
      onDone();
    } catch (caught) {
      const error = isGatewayError(caught) ? caught : undefined;
      const text = error?.code ? LINK_ERROR_TEXTS[error.code] : undefined;
      setFailure(i18n._(text ?? errorMessage(error)));
    }
  }

  const setRebate = (product: RebateProduct, value: string) => setDraft({ ...draft, rebates: { ...draft.rebates, [product]: value } });

  return (
    <form className="form agent-link-form" onSubmit={(event) => void submit(event)} noValidate data-testid="link-form">
      <div className="field">
        <span className="field__label" id="link-type-label">
          <Trans>Who registers</Trans>
        </span>
        <div className="segmented" role="tablist" aria-labelledby="link-type-label">
          {TYPES.map((type) => (
            <button
              key={type}
              type="button"
              role="tab"
              className="segmented__option"
              aria-selected={draft.accountType === type}
              onClick={() => setDraft({ ...draft, accountType: type })}
            >
              {type === 'member' ? <Trans>Member</Trans> : <Trans>Agent</Trans>}
            </button>
          ))}
        </div>
      </div>
      <div className={`field${errors.code ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor={`${formId}-code`}>
          <Trans>Own code (optional)</Trans>
        </label>
        <input
          id={`${formId}-code`}
          aria-invalid={errors.code !== undefined}
          className="field__input"
          name="code"
          value={draft.code}
          maxLength={16}
          autoCapitalize="off"
          autoComplete="off"
          placeholder={t`Made for you when left empty`}
          onChange={(event) => setDraft({ ...draft, code: event.target.value })}
        />
        {errors.code && <p className="field__error">{i18n._(errors.code)}</p>}
      </div>
      <fieldset className="agent-link-form__rebates">
        <legend className="field__label">
          <Trans>Rebates given (%)</Trans>
        </legend>
        {ranges.map((range) => {
          const error = errors.rebates[range.productType];
          const max = number(range.max);
          const step = number(range.step);
          return (
            <div key={range.productType} className={`field agent-link-form__rebate${error ? ' field--invalid' : ''}`}>
              <label className="field__label" htmlFor={`${formId}-${range.productType}`}>
                {i18n._(PRODUCT_LABELS[range.productType])}
              </label>
              <input
                id={`${formId}-${range.productType}`}
                aria-describedby={`${formId}-${range.productType}-range`}
                aria-invalid={error !== undefined}
                className="field__input"
                name={`rebate-${range.productType}`}
                inputMode="decimal"
                placeholder="0"
                value={draft.rebates[range.productType] ?? ''}
                disabled={range.max === 0}
                onChange={(event) => setRebate(range.productType, event.target.value)}
              />
              <span className="agent-link-form__range" id={`${formId}-${range.productType}-range`}>
                {range.max === 0 ? (
                  <Trans>Cannot give any rebate</Trans>
                ) : (
                  <Trans>
                    0 to {max}, step {step}
                  </Trans>
                )}
              </span>
              {error && <p className="field__error">{i18n._(error)}</p>}
            </div>
          );
        })}
      </fieldset>
      {failure && (
        <p className="form-alert" role="alert">
          {failure}
        </p>
      )}
      <div className="agent-link-form__actions">
        <button type="button" className="button button--quiet" onClick={onDone}>
          <Trans>Cancel</Trans>
        </button>
        <button type="submit" className="button" disabled={isLoading}>
          <Trans>Create link</Trans>
        </button>
      </div>
    </form>
  );
}
