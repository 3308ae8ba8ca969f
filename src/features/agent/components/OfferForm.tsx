import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';

import { toast } from '@/components/toast/toast';
import type { ContractDownline, ContractRule } from '@/contract/agent-links';
import { errorMessage } from '@/lib/errors/error-catalogue';
import { isGatewayError } from '@/lib/gateway/gateway-error';
import { intlLocale } from '@/lib/i18n/intl-locale';

import { useOfferContractMutation } from '../api/links-api';
import { draftTiers, EMPTY_TIER, OFFER_ERROR_TEXTS, offerTiersError, type TierDraft, type TierFormError } from '../model/offer-form';

const FIELDS = ['threshold', 'activeMembers', 'value'] as const;

/**
 * Offering a downline a contract of one kind (docs/product.md#agent-contracts): the downline, then
 * the tiers, each above the one before in threshold, active members and value, the value within the
 * operator's rates. The form checks with the gateway's rule before sending; the gateway checks again.
 */
export function OfferForm({ rule, downlines, onDone }: { rule: ContractRule; downlines: readonly ContractDownline[]; onDone: () => void }) {
  const { i18n, t } = useLingui();
  const [offer, { isLoading }] = useOfferContractMutation();
  const [downline, setDownline] = useState('');
  const [tiers, setTiers] = useState<TierDraft[]>([{ ...EMPTY_TIER }]);
  const [error, setError] = useState<TierFormError | null>(null);
  const [downlineMissing, setDownlineMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const formId = useId();
  const locale = intlLocale(i18n);
  const min = rule.minValue.toLocaleString(locale);
  const max = rule.maxValue.toLocaleString(locale);
  const labels = {
    threshold: rule.basis === 'NET_LOSS' ? t`Team net loss from` : t`Team valid bets from`,
    activeMembers: t`Active members from`,
    value: rule.reward === 'PERCENT' ? t`Dividend (%)` : t`Salary`,
  };

  const setTier = (index: number, field: keyof TierDraft, value: string) =>
    setTiers(tiers.map((tier, at) => (at === index ? { ...tier, [field]: value } : tier)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const found = offerTiersError(tiers, rule);
    setError(found);
    setDownlineMissing(downline === '');
    if (found || downline === '') return;
    try {
      await offer({ downline, kind: rule.kind, tiers: draftTiers(tiers) }).unwrap();
      toast.success(t`Contract offered to ${downline}`);
      onDone();
    } catch (caught) {
      const gatewayError = isGatewayError(caught) ? caught : undefined;
      const text = gatewayError?.code ? OFFER_ERROR_TEXTS[gatewayError.code] : undefined;
      setFailure(i18n._(text ?? errorMessage(gatewayError)));
    }
  }

  return (
    <form className="form offer-form" onSubmit={(event) => void submit(event)} noValidate data-testid="offer-form">
      <div className={`field${downlineMissing ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor={`${formId}-downline`}>
          <Trans>Downline</Trans>
        </label>
        <select
          id={`${formId}-downline`}
          className="field__input"
          name="downline"
          value={downline}
          onChange={(event) => setDownline(event.target.value)}
        >
          <option value="">{t`Choose a downline`}</option>
          {downlines.map((member) => (
            <option key={member.username} value={member.username}>
              {member.nickname ? `${member.username} (${member.nickname})` : member.username}
            </option>
          ))}
        </select>
        {downlineMissing && (
          <p className="field__error">
            <Trans>Choose a downline</Trans>
          </p>
        )}
      </div>
      <p className="offer-form__range">
        <Trans>
          Values from {min} to {max}; each tier higher than the one before.
        </Trans>
      </p>
      <ol className="offer-form__tiers">
        {tiers.map((tier, index) => (
          <li key={index} className="offer-form__tier" data-testid="offer-tier">
            <div className="offer-form__tier-head">
              <span>
                <Trans>Tier {index + 1}</Trans>
              </span>
              {tiers.length > 1 && (
                <button
                  type="button"
                  className="button button--small button--quiet"
                  onClick={() => setTiers(tiers.filter((_, at) => at !== index))}
                >
                  <Trans>Remove</Trans>
                </button>
              )}
            </div>
            {FIELDS.map((field) => {
              const invalid = error?.index === index && error.field === field;
              return (
                <div key={field} className={`field${invalid ? ' field--invalid' : ''}`}>
                  <label className="field__label" htmlFor={`${formId}-${index}-${field}`}>
                    {labels[field]}
                  </label>
                  <input
                    id={`${formId}-${index}-${field}`}
                    aria-invalid={invalid}
                    className="field__input"
                    name={`tier-${index}-${field}`}
                    inputMode={field === 'value' ? 'decimal' : 'numeric'}
                    value={tier[field]}
                    onChange={(event) => setTier(index, field, event.target.value)}
                  />
                  {invalid && <p className="field__error">{i18n._(error.message)}</p>}
                </div>
              );
            })}
          </li>
        ))}
      </ol>
      {error?.index === null && (
        <p className="form-alert" role="alert">
          {i18n._(error.message)}
        </p>
      )}
      {tiers.length < rule.maxTiers && (
        <button type="button" className="button button--quiet" onClick={() => setTiers([...tiers, { ...EMPTY_TIER }])}>
          <Trans>Add a tier</Trans>
        </button>
      )}
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
          <Trans>Offer the contract</Trans>
        </button>
      </div>
    </form>
  );
}
