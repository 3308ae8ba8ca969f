import './team.css';

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useSearchParams } from 'react-router';

import { EmptyState } from '@/components/EmptyState';
import { AppLink } from '@/components/link/AppLink';
import { LoadFailure } from '@/components/LoadFailure';
import { Loading } from '@/components/Loading';
import { toast } from '@/components/toast/toast';
import { PATHS } from '@/config/paths';
import type { RebateRanges } from '@/contract/agent-team';
import { ERROR_TEXTS } from '@/lib/errors/error-catalogue';
import { isGatewayError } from '@/lib/gateway/gateway-error';
import { useOnline } from '@/lib/network/use-online';

import { useGetRebateRangesQuery, useUpdateDownlineRebatesMutation } from '../api/team-api';
import { changedRebates, type RebateInputs, refusedProduct } from '../model/rebate-rules';
import { teamErrorMessage } from '../model/team-texts';
import { DownlineRebateFields, useRebateErrors } from './DownlineRebateFields';

interface Values {
  rebates: RebateInputs;
}

/**
 * /m/member/agent/agentRebeat?username= (docs/product.md#edit-rebates): a downline's rebates with
 * each product's allowed range, raised within the rule the gateway also applies.
 */
export function EditRebatesPage() {
  const { i18n } = useLingui();
  const [params] = useSearchParams();
  const username = params.get('username') ?? '';
  const ranges = useGetRebateRangesQuery(username, { skip: username === '' });
  if (username === '') {
    return (
      <EmptyState
        message={<Trans>Choose a downline in your team, then Edit rebates.</Trans>}
        action={
          <AppLink className="button" to={PATHS.team}>
            <Trans>Team</Trans>
          </AppLink>
        }
      />
    );
  }
  if (ranges.isLoading) return <Loading />;
  if (!ranges.data) {
    const error = isGatewayError(ranges.error) ? ranges.error : undefined;
    if (error?.code === 'agent.not.downline') return <EmptyState message={i18n._(teamErrorMessage(error))} />;
    return <LoadFailure message={msg`The rebates could not be loaded.`} onRetry={() => void ranges.refetch()} />;
  }
  return <EditRebatesForm ranges={ranges.data} username={username} />;
}

function EditRebatesForm({ ranges, username }: { ranges: RebateRanges; username: string }) {
  const { i18n } = useLingui();
  const online = useOnline();
  const rebateErrors = useRebateErrors(ranges.products);
  const [update] = useUpdateDownlineRebatesMutation();
  const [alert, setAlert] = useState<MessageDescriptor | null>(null);

  function validate(values: Values) {
    const rebates = rebateErrors(values.rebates);
    return rebates ? { rebates } : {};
  }

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    setAlert(null);
    // Offline nothing is sent and nothing typed is lost (docs/product.md#edit-rebates).
    if (!online) {
      setAlert(ERROR_TEXTS.needsConnection);
      return;
    }
    const configs = changedRebates(values.rebates, ranges.products);
    if (configs.length === 0) {
      setAlert(msg`Nothing has changed.`);
      return;
    }
    try {
      await update({ customerName: username, configs }).unwrap();
      toast.success(msg`Rebates saved`);
      helpers.resetForm();
    } catch (caught) {
      const error = isGatewayError(caught) ? caught : undefined;
      const product = refusedProduct(error);
      if (product) helpers.setFieldError(`rebates.${product}`, i18n._(teamErrorMessage(error)));
      else setAlert(teamErrorMessage(error));
    }
  }

  return (
    <div className="team-page">
      <h2 className="card__title">
        <Trans>Rebates of {username}</Trans>
      </h2>
      <p className="team-hint">
        <Trans>A rebate can only be raised, in the product&apos;s steps, up to what you may give.</Trans>
      </p>
      <Formik<Values> initialValues={{ rebates: {} }} validate={validate} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form className="form card" noValidate aria-label={i18n._(msg`Edit rebates`)}>
            <DownlineRebateFields ranges={ranges.products} alert={alert} submitting={isSubmitting}>
              <Trans>Save rebates</Trans>
            </DownlineRebateFields>
          </Form>
        )}
      </Formik>
    </div>
  );
}
