import './team.css';

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form, Formik, type FormikHelpers, useField, useFormikContext } from 'formik';
import { useEffect, useState } from 'react';

import { AppLink } from '@/components/link/AppLink';
import { LoadFailure } from '@/components/LoadFailure';
import { Loading } from '@/components/Loading';
import { PATHS } from '@/config/paths';
import type { CreatedDownline, RebateRange } from '@/contract/agent-team';
import type { RegisterRule } from '@/contract/register';
import { useUsernameAvailability } from '@/lib/account/use-username-availability';
import { checkableUsername } from '@/lib/account/username-check';
import { ERROR_TEXTS } from '@/lib/errors/error-catalogue';
import { isGatewayError } from '@/lib/gateway/gateway-error';
import { useOnline } from '@/lib/network/use-online';

import { useCreateDownlineMutation, useGetDownlineRulesQuery, useGetRebateRangesQuery } from '../api/team-api';
import { type CredentialProblem, credentialProblem, newRequestId } from '../model/downline-form';
import { changedRebates, type RebateInputs, refusedProduct } from '../model/rebate-rules';
import { KIND_LABELS, teamErrorMessage } from '../model/team-texts';
import { DownlineRebateFields, useRebateErrors } from './DownlineRebateFields';

interface Values {
  username: string;
  password: string;
  type: '0' | '1';
  rebates: RebateInputs;
}

const EMPTY: Values = { username: '', password: '', type: '0', rebates: {} };

function credentialText(field: 'username' | 'password', problem: CredentialProblem, rule: RegisterRule | undefined): MessageDescriptor {
  const min = rule?.minLength ?? 0;
  const max = rule?.maxLength ?? 0;
  if (problem === 'required') return field === 'username' ? msg`Enter a username` : msg`Enter a password`;
  if (problem === 'length') return msg`Use ${min} to ${max} characters`;
  return field === 'username' ? msg`Use letters and digits only` : msg`This password is not accepted: no spaces`;
}

/**
 * /m/agentRegister (docs/product.md#create-downline): a new account under the agent, sent
 * encrypted with a request id drawn once per form, so a second tap gives the same account.
 */
export function CreateDownlinePage() {
  const rules = useGetDownlineRulesQuery();
  const ranges = useGetRebateRangesQuery(null);
  const [created, setCreated] = useState<CreatedDownline | null>(null);
  const [requestId, setRequestId] = useState(newRequestId);
  if (rules.isLoading || ranges.isLoading) return <Loading />;
  if (!rules.data || !ranges.data) {
    return (
      <LoadFailure
        message={msg`The form could not be loaded.`}
        onRetry={() => {
          void rules.refetch();
          void ranges.refetch();
        }}
      />
    );
  }
  if (created) {
    return (
      <CreatedView
        created={created}
        onAnother={() => {
          setRequestId(newRequestId());
          setCreated(null);
        }}
      />
    );
  }
  return (
    <CreateDownlineForm
      usernameRule={rules.data.username}
      passwordRule={rules.data.password}
      ranges={ranges.data.products}
      requestId={requestId}
      onCreated={setCreated}
    />
  );
}

function CreatedView({ created, onAnother }: { created: CreatedDownline; onAnother: () => void }) {
  const { i18n } = useLingui();
  const kind = i18n._(KIND_LABELS[created.kind]);
  const username = created.username;
  return (
    <div className="team-page">
      <section className="card team-done" role="status">
        <h2 className="card__title">
          <Trans>Account created</Trans>
        </h2>
        <p>
          <Trans>
            {username} ({kind}) can log in now with the password you set.
          </Trans>
        </p>
        <div className="team-actions">
          <button type="button" className="button" onClick={onAnother}>
            <Trans>Create another</Trans>
          </button>
          <AppLink className="button button--quiet" to={`${PATHS.team}?q=${encodeURIComponent(username)}`}>
            <Trans>View in team</Trans>
          </AppLink>
        </div>
      </section>
    </div>
  );
}

interface FormProps {
  usernameRule: RegisterRule | undefined;
  passwordRule: RegisterRule | undefined;
  ranges: readonly RebateRange[];
  requestId: string;
  onCreated: (created: CreatedDownline) => void;
}

function CreateDownlineForm({ usernameRule, passwordRule, ranges, requestId, onCreated }: FormProps) {
  const { i18n } = useLingui();
  const online = useOnline();
  const rebateErrors = useRebateErrors(ranges);
  const [create] = useCreateDownlineMutation();
  const [alert, setAlert] = useState<MessageDescriptor | null>(null);
  const [taken, setTaken] = useState<ReadonlySet<string>>(new Set());

  function validate(values: Values) {
    const errors: Partial<Record<keyof Values, unknown>> = {};
    const name = credentialProblem(values.username.trim(), usernameRule);
    if (name) errors.username = i18n._(credentialText('username', name, usernameRule));
    else if (taken.has(values.username.trim().toLowerCase())) errors.username = i18n._(ERROR_TEXTS.usernameTaken);
    const password = credentialProblem(values.password, passwordRule);
    if (password) errors.password = i18n._(credentialText('password', password, passwordRule));
    const rebates = rebateErrors(values.rebates);
    if (rebates) errors.rebates = rebates;
    return errors;
  }

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    setAlert(null);
    // Offline nothing is sent and nothing typed is lost (docs/product.md#create-downline).
    if (!online) {
      setAlert(ERROR_TEXTS.needsConnection);
      return;
    }
    try {
      const answer = await create({
        username: values.username.trim(),
        password: values.password,
        type: values.type === '1' ? 1 : 0,
        rebateSettingConfigs: changedRebates(values.rebates, ranges),
        requestId,
      }).unwrap();
      onCreated(answer);
    } catch (caught) {
      const error = isGatewayError(caught) ? caught : undefined;
      const text = i18n._(teamErrorMessage(error));
      const field = (error?.value as { field?: unknown } | undefined)?.field;
      const product = refusedProduct(error);
      if (error?.code === 'username.exists') {
        setTaken((names) => new Set([...names, values.username.trim().toLowerCase()]));
        helpers.setFieldError('username', text);
      } else if (error?.code === 'register.field.invalid' && (field === 'username' || field === 'password')) {
        helpers.setFieldError(field, text);
      } else if (product) {
        helpers.setFieldError(`rebates.${product}`, text);
      } else {
        setAlert(teamErrorMessage(error));
      }
    }
  }

  const min = usernameRule?.minLength ?? 0;
  const max = usernameRule?.maxLength ?? 0;
  return (
    <div className="team-page">
      <Formik<Values> initialValues={EMPTY} validate={validate} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form className="form card" noValidate aria-label={i18n._(msg`Open an account`)}>
            <UsernameInput
              rule={usernameRule}
              hint={i18n._(msg`${min} to ${max} characters`)}
              onTaken={(name) => setTaken((names) => new Set([...names, name.toLowerCase()]))}
            />
            <PasswordInput />
            <TypeSwitch />
            <h3 className="card__title">
              <Trans>Rebates</Trans>
            </h3>
            <DownlineRebateFields ranges={ranges} alert={alert} submitting={isSubmitting}>
              <Trans>Create account</Trans>
            </DownlineRebateFields>
          </Form>
        )}
      </Formik>
    </div>
  );
}

function useShownError(name: string): string | undefined {
  const [, meta] = useField<string>(name);
  const { submitCount } = useFormikContext();
  return (meta.touched || submitCount > 0) && meta.error ? meta.error : undefined;
}

/** The username, saying while it is typed whether it is free (as the registration does). */
function UsernameInput({ rule, hint, onTaken }: { rule: RegisterRule | undefined; hint: string; onTaken: (name: string) => void }) {
  const { t } = useLingui();
  const [field] = useField<string>('username');
  const { validateForm } = useFormikContext();
  const error = useShownError('username');
  // The form validates the name trimmed, as it sends it.
  const name = checkableUsername(field.value.trim(), rule);
  const availability = useUsernameAvailability(name);
  useEffect(() => {
    if (availability !== 'taken' || name === null) return;
    onTaken(name);
    void validateForm();
    // Reported once per name: onTaken and validateForm change identity on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [availability, name]);
  const status =
    availability === 'checking' ? (
      <span>{t`Checking…`}</span>
    ) : availability === 'available' ? (
      <span className="team-status--ok">{t`This username is available`}</span>
    ) : null;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor="field-username">
        <Trans>Username</Trans>
      </label>
      <div className="field__control">
        <input
          {...field}
          id="field-username"
          className="field__input"
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby="field-username-hint field-username-status"
        />
      </div>
      <p className="team-hint" id="field-username-hint">
        {hint}
      </p>
      <p className={`team-status${error ? ' team-status--bad' : ''}`} id="field-username-status" role="status">
        {error ?? status}
      </p>
    </div>
  );
}

function PasswordInput() {
  const { t } = useLingui();
  const [field] = useField<string>('password');
  const error = useShownError('password');
  const [visible, setVisible] = useState(false);
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor="field-password">
        <Trans>Password</Trans>
      </label>
      <div className="field__control">
        <input
          {...field}
          id="field-password"
          className="field__input"
          type={visible ? 'text' : 'password'}
          autoCapitalize="none"
          autoComplete="new-password"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'field-password-error' : undefined}
        />
        <button
          type="button"
          className="field__action"
          aria-pressed={visible}
          aria-label={visible ? t`Hide password` : t`Show password`}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <Trans>Hide</Trans> : <Trans>Show</Trans>}
        </button>
      </div>
      {error && (
        <p className="field__error" id="field-password-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** Member or Agent: an agent may open accounts of its own. */
function TypeSwitch() {
  const { t } = useLingui();
  const [field, , helpers] = useField<Values['type']>('type');
  const options: { value: Values['type']; label: string }[] = [
    { value: '0', label: t(KIND_LABELS.member) },
    { value: '1', label: t(KIND_LABELS.agent) },
  ];
  return (
    <div className="field">
      <span className="field__label" id="field-type-label">
        <Trans>Account type</Trans>
      </span>
      <div className="segmented" role="radiogroup" aria-labelledby="field-type-label">
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            role="radio"
            className="segmented__option"
            aria-checked={field.value === option.value}
            aria-selected={field.value === option.value}
            onClick={() => void helpers.setValue(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}
