import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useEffect, useMemo, useRef } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { Loading } from '../../../components/Loading';
import { toast } from '../../../components/toast/toast';
import { errorMessage } from '../../../lib/errors/error-catalogue';
import { formatMoney } from '../../../lib/format/money';
import { gatewayApi } from '../../../lib/gateway/api';
import { isGatewayError } from '../../../lib/gateway/gateway-error';
import { useGetSystemStatusQuery } from '../../../lib/system/system-api';
import { useGetDepositChannelsQuery, useGetDepositOrdersInfiniteQuery, usePlaceDepositMutation, type DepositChannel } from '../api/deposit-api';
import { amountProblemMessage, checkAmount, type AmountProblem } from '../model/amount-rules';
import { selectDepositTemplate } from '../model/deposit-template';
import { BaseDepositForm } from './BaseDepositForm';
import { DepositOrders } from './DepositOrders';
import { NewDepositForm } from './NewDepositForm';
import { useLanguageCode } from '../../../lib/i18n/use-language';
import { intlLocale } from '../../../lib/i18n/intl-locale';
import { useAppDispatch } from '../../../lib/store/hooks';

/** How often the orders are read again while one is pending (the demo approves on a read). */
const PENDING_POLL_MS = 1500;

export interface DepositValues {
  channel: string;
  amount: string;
}

export interface DepositFormProps {
  channels: DepositChannel[];
  currencySymbol: string;
  locale: string;
}


export function DepositScreen() {
  const { i18n } = useLingui();
  const dispatch = useAppDispatch();
  const locale = intlLocale(i18n);
  const { template } = useGetSystemStatusQuery(undefined, { selectFromResult: ({ data }) => ({ template: selectDepositTemplate(data) }) });
  const language = useLanguageCode();
  const channels = useGetDepositChannelsQuery({ language });
  const orders = useGetDepositOrdersInfiniteQuery({ language });
  const loaded = useMemo(() => orders.data?.pages.flatMap((page) => page.list) ?? [], [orders.data]);
  const hasPending = loaded.some((order) => order.status === 'pending');
  useGetDepositOrdersInfiniteQuery({ language }, { skip: !hasPending, pollingInterval: PENDING_POLL_MS });
  const [place] = usePlaceDepositMutation();
  const pendingSeen = useRef(new Set<string>());

  // An order seen pending that is now approved moved the balance: refresh the header's wallet.
  useEffect(() => {
    let approved = 0;
    for (const order of loaded) {
      if (order.status === 'pending') pendingSeen.current.add(order.orderNo);
      else if (pendingSeen.current.delete(order.orderNo) && order.status === 'approved') approved += order.amount;
    }
    if (approved > 0) {
      dispatch(gatewayApi.util.invalidateTags(['Wallet', 'Records']));
      toast.success(i18n._(msg`Deposit approved: ${formatMoney(approved, channels.data?.currencySymbol ?? '', locale)} added to your balance`));
    }
  }, [channels.data?.currencySymbol, dispatch, i18n, loaded, locale]);

  if (channels.isLoading) return <Loading />;
  if (!channels.data) {
    return (
      <EmptyState
        message={<Trans>The payment channels could not be loaded.</Trans>}
        action={
          <button type="button" className="button" onClick={() => void channels.refetch()}>
            <Trans>Try again</Trans>
          </button>
        }
      />
    );
  }
  const { list, currencySymbol } = channels.data;
  if (list.length === 0) return <EmptyState message={<Trans>No payment channel is available at the moment.</Trans>} />;

  const channelOf = (code: string) => list.find((channel) => channel.code === code) ?? list[0]!;
  const money = (amount: number) => formatMoney(amount, currencySymbol, locale);
  const problemText = (problem: AmountProblem, channel: DepositChannel) => i18n._(amountProblemMessage(problem, money(channel.min), money(channel.max)));

  async function submit(values: DepositValues, helpers: FormikHelpers<DepositValues>) {
    const channel = channelOf(values.channel);
    const checked = checkAmount(values.amount, channel);
    if (!checked.ok) {
      helpers.setFieldError('amount', problemText(checked.problem, channel));
      return;
    }
    try {
      const order = await place({ channel: channel.code, amount: checked.amount }).unwrap();
      pendingSeen.current.add(order.orderNo);
      toast.success(i18n._(msg`Deposit order ${order.orderNo} placed`));
      helpers.resetForm({ values: { channel: channel.code, amount: '' } });
    } catch (caught) {
      const error = isGatewayError(caught) ? caught : undefined;
      // What was typed stays: only the message changes.
      if (error?.code === 'deposit.amount.invalid') {
        helpers.setFieldError('amount', i18n._(errorMessage(error)));
      } else {
        toast.error(errorMessage(error));
      }
    }
  }

  const formProps: DepositFormProps = { channels: list, currencySymbol, locale };
  return (
    <div className="deposit-page" data-testid="deposit-template" data-template={template}>
      <Formik<DepositValues>
        initialValues={{ channel: list[0]!.code, amount: '' }}
        validateOnBlur={false}
        validateOnChange={false}
        validate={(values) => {
          const channel = channelOf(values.channel);
          const checked = checkAmount(values.amount, channel);
          return checked.ok ? {} : { amount: problemText(checked.problem, channel) };
        }}
        onSubmit={submit}
      >
        <Form className="form deposit-form" noValidate aria-label={i18n._(msg`Deposit`)}>
          {template === 'new' ? <NewDepositForm {...formProps} /> : <BaseDepositForm {...formProps} />}
        </Form>
      </Formik>
      <DepositOrders
        orders={loaded}
        loading={orders.isLoading}
        failed={!orders.data && orders.isError}
        hasMore={orders.hasNextPage}
        loadingMore={orders.isFetchingNextPage}
        onMore={() => void orders.fetchNextPage()}
        onRetry={() => void orders.refetch()}
        money={money}
        locale={locale}
      />
    </div>
  );
}
