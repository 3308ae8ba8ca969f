import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

import { EmptyState } from '@/components/EmptyState';
import { Loading } from '@/components/Loading';
import { useOrderList } from '@/components/order-history/use-order-list';
import { toast } from '@/components/toast/toast';
import { type HoursState, serviceHoursState } from '@/contract/deposit-hours';
import { formatMoney } from '@/lib/format/money';
import { isGatewayError } from '@/lib/gateway/gateway-error';
import { gatewayPageUrl } from '@/lib/gateway/request';
import { formatDateTime, intlLocale } from '@/lib/i18n/intl-locale';
import { useLanguageCode } from '@/lib/i18n/use-language';
import { type AmountProblem, checkAmount } from '@/lib/money/amount-rules';
import { allowanceMessage, depositAllowance, depositLimitDetail, exceedsAllowance } from '@/lib/responsible/deposit-limit';
import { useGetResponsibleStateQuery } from '@/lib/responsible/responsible-api';
import { useGetSystemStatusQuery } from '@/lib/system/system-api';

import {
  type DepositChannel,
  type PlaceDepositBody,
  useGetDepositChannelsQuery,
  useGetDepositOrdersInfiniteQuery,
  usePlaceDepositMutation,
} from '../api/deposit-api';
import { amountProblemMessage } from '../model/amount-rules';
import { orderParam } from '../model/deposit-rules';
import { selectDepositTemplate } from '../model/deposit-template';
import { BaseDepositForm } from './BaseDepositForm';
import { depositErrorText } from './deposit-error';
import type { DepositFormProps, DepositValues } from './deposit-form-props';
import { DepositAllowance } from './DepositAllowance';
import { DepositOrderPanel } from './DepositOrderPanel';
import { DepositOrders } from './DepositOrders';
import { NewDepositForm } from './NewDepositForm';

/** Service hours are read against a clock that moves: a channel opens without a reload. */
const CLOCK_TICK_MS = 30_000;

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * /m/voucherCenter (docs/product.md#deposit): choose a channel (its limits and service hours),
 * an amount and optionally a bonus or promo code; placing opens the order's page
 * (`?order=<orderNo>`), and a launch-URL channel goes on to the provider's page, which returns there.
 */
export function DepositScreen() {
  const { i18n } = useLingui();
  const locale = intlLocale(i18n);
  const [search, setSearch] = useSearchParams();
  const orderNo = orderParam(search);
  const { template } = useGetSystemStatusQuery(undefined, { selectFromResult: ({ data }) => ({ template: selectDepositTemplate(data) }) });
  const language = useLanguageCode();
  const channels = useGetDepositChannelsQuery({ language });
  const orders = useGetDepositOrdersInfiniteQuery({ language }, { skip: orderNo !== undefined });
  const orderList = useOrderList(orders);
  const [place] = usePlaceDepositMutation();
  // The player's own deposit limits (docs/product.md#responsible-gaming), read fresh on each visit.
  const protection = useGetResponsibleStateQuery(undefined, { refetchOnMountOrArgChange: true });
  const allowance = protection.data ? depositAllowance(protection.data.limits) : null;
  const [formError, setFormError] = useState<string | null>(null);
  const now = useNow();
  const currencySymbol = channels.data?.currencySymbol ?? '';
  const money = useCallback((amount: number) => formatMoney(amount, currencySymbol, locale), [currencySymbol, locale]);
  const openOrder = useCallback((next: string) => setSearch({ order: next }), [setSearch]);
  const newDeposit = useCallback(() => setSearch({}), [setSearch]);

  if (orderNo !== undefined) {
    return (
      <div className="deposit-page">
        <DepositOrderPanel orderNo={orderNo} language={language} money={money} locale={locale} onNewDeposit={newDeposit} />
      </div>
    );
  }
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
  const { list, bonuses } = channels.data;
  if (list.length === 0) {
    return (
      <div className="deposit-page">
        <EmptyState message={<Trans>No payment channel is available at the moment.</Trans>} />
      </div>
    );
  }

  const hours = new Map(list.map((channel) => [channel.code, serviceHoursState(channel.hours, now)]));
  const opensText = (state: HoursState) => (state.open ? undefined : i18n._(msg`Opens ${formatDateTime(state.opensAt, locale)}`));
  const firstOpen = list.find((channel) => hours.get(channel.code)?.open) ?? list[0]!;
  const channelOf = (code: string) => list.find((channel) => channel.code === code) ?? firstOpen;
  const problemText = (problem: AmountProblem, channel: DepositChannel) =>
    i18n._(amountProblemMessage(problem, money(channel.min), money(channel.max)));

  async function submit(values: DepositValues, helpers: FormikHelpers<DepositValues>) {
    setFormError(null);
    const channel = channelOf(values.channel);
    const state = serviceHoursState(channel.hours, Date.now());
    if (!state.open) {
      setFormError(i18n._(msg`${channel.name} is closed now. ${opensText(state) ?? ''}`));
      return;
    }
    const checked = checkAmount(values.amount, channel);
    if (!checked.ok) {
      helpers.setFieldError('amount', problemText(checked.problem, channel));
      return;
    }
    if (allowance && exceedsAllowance(checked.amount, allowance)) {
      helpers.setFieldError('amount', i18n._(allowanceMessage(allowance, money)));
      return;
    }
    const promoCode = values.promoCode.trim();
    const body: PlaceDepositBody = { channel: channel.code, amount: checked.amount };
    if (promoCode !== '') body.promoCode = promoCode;
    else if (values.bonus !== '') body.bonus = values.bonus;
    try {
      const order = await place(body).unwrap();
      toast.success(i18n._(msg`Deposit order ${order.orderNo} placed`), { notice: true });
      // The order's page first, so the provider's return and the back button land on it.
      openOrder(order.orderNo);
      if (order.payment.launchUrl) window.location.assign(gatewayPageUrl(order.payment.launchUrl));
    } catch (caught) {
      const error = isGatewayError(caught) ? caught : undefined;
      // What was typed stays: only the message changes.
      if (error?.code === 'deposit.amount.invalid') helpers.setFieldError('amount', i18n._(depositErrorText(error)));
      else if (error?.code === 'limit.deposit.exceeded') {
        const detail = depositLimitDetail(error.value);
        const remaining = detail ? ` ${i18n._(allowanceMessage(detail, money))}.` : '';
        helpers.setFieldError('amount', `${i18n._(depositErrorText(error))}.${remaining}`);
        void protection.refetch();
      } else if (error?.code === 'deposit.promo.invalid' || (error?.code === 'deposit.bonus.invalid' && promoCode !== '')) {
        helpers.setFieldError('promoCode', i18n._(depositErrorText(error)));
      } else if (error?.code === 'deposit.bonus.invalid') helpers.setFieldError('bonus', i18n._(depositErrorText(error)));
      else if (error?.code === 'deposit.channel.closed' || error?.code === 'deposit.channel.invalid') {
        setFormError(i18n._(depositErrorText(error)));
        void channels.refetch();
      } else toast.error(depositErrorText(error));
    }
  }

  const formProps: DepositFormProps = {
    channels: list,
    bonuses,
    currencySymbol,
    locale,
    hours,
    opensText,
    formError,
    allowance: <DepositAllowance allowance={allowance} money={money} />,
  };
  return (
    <div className="deposit-page" data-testid="deposit-template" data-template={template}>
      <Formik<DepositValues>
        initialValues={{ channel: firstOpen.code, amount: '', bonus: '', promoCode: '' }}
        validateOnBlur={false}
        validateOnChange={false}
        validate={(values) => {
          const channel = channelOf(values.channel);
          const checked = checkAmount(values.amount, channel);
          if (!checked.ok) return { amount: problemText(checked.problem, channel) };
          return allowance && exceedsAllowance(checked.amount, allowance) ? { amount: i18n._(allowanceMessage(allowance, money)) } : {};
        }}
        onSubmit={submit}
      >
        <Form className="form deposit-form" noValidate aria-label={i18n._(msg`Deposit`)}>
          {template === 'new' ? <NewDepositForm {...formProps} /> : <BaseDepositForm {...formProps} />}
        </Form>
      </Formik>
      <DepositOrders {...orderList} money={money} locale={locale} />
    </div>
  );
}
