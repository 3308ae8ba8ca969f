import './kyc-pages.css';

import { Trans, useLingui } from '@lingui/react/macro';
import { useFormik } from 'formik';
import { useMemo, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';

import { LoadFailure } from '@/components/LoadFailure';
import { Loading } from '@/components/Loading';
import { PATHS } from '@/config/paths';
import type { KycAgeDetail, KycDictionary, KycFieldDescriptor, KycFieldId, KycImageSide, KycMerchantSetting } from '@/contract/kyc';
import { errorMessage } from '@/lib/errors/error-catalogue';
import { isGatewayError } from '@/lib/gateway/gateway-error';
import {
  useGetKycDictionaryQuery,
  useGetKycImagesQuery,
  useGetKycSettingQuery,
  useGetKycStatusQuery,
  useSubmitKycMutation,
} from '@/lib/kyc/kyc-api';
import { kycState } from '@/lib/kyc/kyc-gate';
import { STORAGE_KEYS } from '@/lib/storage/keys';

import { localDay, tooYoung } from '../model/age';
import { idTypeLabel } from '../model/id-type-labels';
import {
  type FieldProblem,
  fieldProblem,
  initialValues,
  type KycValues,
  parseDraft,
  sidesFor,
  submissionFields,
} from '../model/kyc-fields';
import { ImagePicker } from './ImagePicker';
import { useSideUploads } from './use-side-uploads';

function readDraft(): Partial<KycValues> | null {
  try {
    return parseDraft(sessionStorage.getItem(STORAGE_KEYS.kycDraft));
  } catch {
    return null;
  }
}

function writeDraft(values: KycValues | null) {
  try {
    if (values) sessionStorage.setItem(STORAGE_KEYS.kycDraft, JSON.stringify(values));
    else sessionStorage.removeItem(STORAGE_KEYS.kycDraft);
  } catch {
    // Storage refused (private mode, full): the form still holds what was typed.
  }
}

/**
 * /m/verificationInfoPage (docs/product.md#identity-verification): the operator's fields, the
 * pictures the chosen ID needs, and Submit once every picture is uploaded. A pending or verified
 * player is sent to the status page.
 */
export function VerificationFormPage() {
  const dictionary = useGetKycDictionaryQuery();
  const setting = useGetKycSettingQuery();
  const status = useGetKycStatusQuery();
  const images = useGetKycImagesQuery(undefined, { refetchOnMountOrArgChange: true });

  if (dictionary.isLoading || setting.isLoading || status.isLoading || images.isLoading) return <Loading />;
  if (!dictionary.data || !setting.data || !status.data) {
    return (
      <LoadFailure
        onRetry={() => {
          void dictionary.refetch();
          void setting.refetch();
          void status.refetch();
          void images.refetch();
        }}
      />
    );
  }
  const state = kycState(status.data);
  if (state === 'PENDING' || state === 'VERIFIED') return <Navigate to={PATHS.identifyStatus} replace />;
  const uploadedBefore = new Set<KycImageSide>(images.data?.list.map((image) => image.side) ?? []);
  return <VerificationForm dictionary={dictionary.data} setting={setting.data.merchantProviderResponse} uploadedBefore={uploadedBefore} />;
}

function FieldLabel({ fieldId }: { fieldId: KycFieldId }) {
  if (fieldId === 'WITHDRAWER_NAME') return <Trans>Real name</Trans>;
  if (fieldId === 'DATE_OF_BIRTH') return <Trans>Birthday</Trans>;
  if (fieldId === 'ID_TYPE') return <Trans>ID type</Trans>;
  return <Trans>ID number</Trans>;
}

function VerificationForm({
  dictionary,
  setting,
  uploadedBefore,
}: {
  dictionary: KycDictionary;
  setting: KycMerchantSetting;
  uploadedBefore: ReadonlySet<KycImageSide>;
}) {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const [submit, submission] = useSubmitKycMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { uploads, choose, retry } = useSideUploads(setting.maxImageBytes);
  const today = localDay(new Date());
  const fields = dictionary.fields;
  const initial = useMemo(() => initialValues(fields, readDraft()), [fields]);

  const problemOf = (field: KycFieldDescriptor, values: KycValues): FieldProblem | null => {
    const problem = fieldProblem(field, values[field.fieldId]);
    if (problem) return problem;
    if (field.fieldId === 'DATE_OF_BIRTH' && tooYoung(values.DATE_OF_BIRTH, today, setting.minimumAge)) {
      return { kind: 'too-young', minimumAge: setting.minimumAge };
    }
    return null;
  };
  const problemText = (problem: FieldProblem): string => {
    switch (problem.kind) {
      case 'required':
        return t`Please fill this in`;
      case 'too-short':
        return t`At least ${problem.min} characters`;
      case 'too-long':
        return t`At most ${problem.max} characters`;
      case 'format':
        return problem.description;
      case 'too-young':
        return t`You must be ${problem.minimumAge} or older`;
    }
  };

  const formik = useFormik<KycValues>({
    initialValues: initial,
    validate: (values) => {
      writeDraft(values);
      const errors: Partial<Record<KycFieldId, string>> = {};
      for (const field of fields) {
        const problem = problemOf(field, values);
        if (problem) errors[field.fieldId] = problemText(problem);
      }
      return errors;
    },
    onSubmit: async (values) => {
      setRefusal(null);
      const missing = sides.filter((side) => uploads[side]?.state !== 'done' && !(uploads[side] === undefined && uploadedBefore.has(side)));
      if (missing.length > 0) {
        setRefusal(t`Please add every picture asked for before you submit.`);
        return;
      }
      try {
        await submit({ fields: submissionFields(fields, values) }).unwrap();
        writeDraft(null);
        await navigate(PATHS.identifyStatus, { replace: true });
      } catch (error) {
        const gatewayError = isGatewayError(error) ? error : null;
        if (gatewayError?.code === 'kyc.age.too.young') {
          const minimumAge = (gatewayError.value as Partial<KycAgeDetail> | undefined)?.minimumAge ?? setting.minimumAge;
          formik.setFieldError('DATE_OF_BIRTH', t`You must be ${minimumAge} or older`);
        }
        setRefusal(i18n._(errorMessage(gatewayError)));
      }
    },
  });

  const sides = sidesFor(dictionary.idTypes, formik.values.ID_TYPE);
  const idTypeOptions =
    fields.find((field) => field.fieldId === 'ID_TYPE')?.fieldDropdownList ??
    dictionary.idTypes.map(({ value, label }) => ({ value, label }));
  const busy = formik.isSubmitting || submission.isLoading;
  const uploading = sides.some((side) => uploads[side]?.state === 'uploading' || uploads[side]?.state === 'preparing');

  const errorFor = (fieldId: KycFieldId): string | undefined => {
    const error = formik.errors[fieldId];
    // The birthday's age is judged as soon as a date is there; the others once left or submitted.
    const shown = formik.touched[fieldId] || formik.submitCount > 0 || (fieldId === 'DATE_OF_BIRTH' && formik.values.DATE_OF_BIRTH !== '');
    return shown ? error : undefined;
  };

  return (
    <form className="kyc-page kyc-form" onSubmit={formik.handleSubmit} noValidate data-testid="kyc-form">
      <section className="card kyc-form__fields" aria-labelledby="kyc-form-title">
        <h2 id="kyc-form-title" className="kyc-form__title">
          <Trans>Your details, as on your ID</Trans>
        </h2>
        {fields.map((field) => {
          const id = `kyc-${field.fieldId}`;
          const error = errorFor(field.fieldId);
          const common = {
            id,
            name: field.fieldId,
            value: formik.values[field.fieldId],
            onBlur: formik.handleBlur,
            required: field.required,
            'aria-required': field.required,
            'aria-invalid': error !== undefined,
            'aria-describedby': error ? `${id}-error` : undefined,
            'data-testid': id,
          };
          return (
            <div key={field.fieldId} className={`field${error ? ' field--invalid' : ''}`}>
              <label className="field__label" htmlFor={id}>
                <FieldLabel fieldId={field.fieldId} />
                {field.required && (
                  <span className="kyc-required" aria-hidden="true">
                    {' *'}
                  </span>
                )}
              </label>
              {field.fieldAttribute === 'DD' ? (
                <select {...common} className="field__input" onChange={formik.handleChange}>
                  <option value="">{t`Choose an ID type`}</option>
                  {idTypeOptions.map((option) => (
                    <option key={option.value} value={option.value}>
                      {idTypeLabel(option.value, option.label, (descriptor) => i18n._(descriptor))}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  {...common}
                  className="field__input"
                  type={field.fieldAttribute === 'D' ? 'date' : 'text'}
                  max={field.fieldAttribute === 'D' ? today : undefined}
                  minLength={field.formatMin ?? undefined}
                  maxLength={field.formatMax ?? undefined}
                  autoComplete={field.fieldId === 'WITHDRAWER_NAME' ? 'name' : field.fieldId === 'DATE_OF_BIRTH' ? 'bday' : 'off'}
                  onChange={formik.handleChange}
                />
              )}
              {error && (
                <p id={`${id}-error`} className="field__error" role="alert" data-testid={`${id}-error`}>
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </section>
      {sides.length > 0 && (
        <section className="card kyc-form__images" aria-labelledby="kyc-images-title">
          <h2 id="kyc-images-title" className="kyc-form__title">
            <Trans>Pictures of your ID</Trans>
          </h2>
          <p className="card__meta">
            <Trans>PNG or JPG. Make sure every corner and the text are sharp and readable.</Trans>
          </p>
          {sides.map((side) => (
            <ImagePicker
              key={side}
              side={side}
              upload={uploads[side]}
              uploadedBefore={uploadedBefore.has(side)}
              disabled={busy}
              onChoose={(file) => void choose(side, file)}
              onRetry={() => retry(side)}
            />
          ))}
        </section>
      )}
      {refusal && (
        <p className="field__error kyc-form__refusal" role="alert" data-testid="kyc-refusal">
          {refusal}
        </p>
      )}
      <button type="submit" className="button button--block" disabled={busy || uploading} data-testid="kyc-submit">
        {busy ? <Trans>Submitting…</Trans> : <Trans>Submit</Trans>}
      </button>
    </form>
  );
}
