import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';

import { ConfirmDialog } from '@/components/dialog/ConfirmDialog';
import { EmptyState } from '@/components/EmptyState';
import { Loading } from '@/components/Loading';
import { toast } from '@/components/toast/toast';
import { gatewayApi } from '@/lib/gateway/api';
import { isGatewayError } from '@/lib/gateway/gateway-error';
import { formatDateTime } from '@/lib/i18n/intl-locale';
import { useOverlayClaim } from '@/lib/overlay/overlay-turns';
import { useAppDispatch } from '@/lib/store/hooks';

import { useCancelDepositMutation, useGetDepositOrderQuery } from '../api/deposit-api';
import { pollInterval } from '../model/deposit-rules';
import { METHOD_LABELS, STATUS_TEXTS } from '../model/deposit-texts';
import { depositErrorText } from './deposit-error';
import { PaymentStep } from './PaymentStep';
import { usePageVisible } from './use-page-visible';

export interface DepositOrderPanelProps {
  orderNo: string;
  language: string;
  money: (amount: number) => string;
  locale: string;
  onNewDeposit: () => void;
}

/**
 * One order's page (/m/voucherCenter?order=…, docs/product.md#deposit): its state, how to pay it
 * while pending, and Cancel. A pending order is read again every 3 s while the page is visible,
 * so the gateway's confirmation shows without a reload; polling stops once it is settled.
 */
export function DepositOrderPanel({ orderNo, language, money, locale, onNewDeposit }: DepositOrderPanelProps) {
  const { i18n } = useLingui();
  const dispatch = useAppDispatch();
  const visible = usePageVisible();
  const query = useGetDepositOrderQuery({ orderNo, language });
  const order = query.data;
  // A second subscription that only polls: while pending and visible, stopped otherwise.
  const interval = pollInterval(order?.status, visible);
  useGetDepositOrderQuery({ orderNo, language }, { skip: interval === 0, pollingInterval: interval, skipPollingIfUnfocused: false });
  const [cancel, cancelling] = useCancelDepositMutation();
  const [confirming, setConfirming] = useState(false);
  const seen = useRef<string | undefined>(undefined);
  // A payment step on screen: the reality check waits until it is gone (docs/product.md#responsible-gaming).
  useOverlayClaim('payment', order?.status === 'pending');

  useEffect(() => {
    if (!order) return;
    const before = seen.current;
    seen.current = order.status;
    // Seen pending, now paid: the balance moved, so the header's wallet and the records re-read.
    if (before === 'pending' && order.status === 'approved') {
      dispatch(gatewayApi.util.invalidateTags(['Wallet', 'Records']));
      const total = money(order.amount + order.bonus);
      toast.success(i18n._(msg`Deposit paid: ${total} added to your balance`));
    }
  }, [dispatch, i18n, money, order]);

  if (query.isLoading) return <Loading />;
  if (!order) {
    const notFound = isGatewayError(query.error) && query.error.code === 'deposit.not.found';
    return (
      <EmptyState
        message={notFound ? <Trans>This deposit order was not found.</Trans> : <Trans>The deposit order could not be loaded.</Trans>}
        action={
          <button type="button" className="button" onClick={notFound ? onNewDeposit : () => void query.refetch()}>
            {notFound ? <Trans>New deposit</Trans> : <Trans>Try again</Trans>}
          </button>
        }
      />
    );
  }

  const state = STATUS_TEXTS[order.status];
  const pending = order.status === 'pending';
  return (
    <div className="deposit-order-page" data-testid="deposit-order-page" data-status={order.status}>
      <section className="card deposit-order" aria-labelledby="deposit-order-title">
        <div className="deposit-order__head">
          <h2 id="deposit-order-title" className="deposit-order__amount">
            {money(order.amount)}
          </h2>
          <span className={`order-status order-status--${state.tone}`} data-testid="deposit-order-status" role="status">
            {i18n._(state.label)}
          </span>
        </div>
        <dl className="deposit-order__facts">
          <div>
            <dt>
              <Trans>Channel</Trans>
            </dt>
            <dd>
              {order.channelName} · {i18n._(METHOD_LABELS[order.method])}
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Order number</Trans>
            </dt>
            <dd data-testid="deposit-order-no">{order.orderNo}</dd>
          </div>
          <div>
            <dt>
              <Trans>Placed</Trans>
            </dt>
            <dd>{formatDateTime(order.createdAt, locale)}</dd>
          </div>
          {order.bonusCode !== null && (
            <div>
              <dt>
                <Trans>Bonus</Trans>
              </dt>
              <dd>{order.status === 'approved' ? money(order.bonus) : order.bonusCode}</dd>
            </div>
          )}
        </dl>
        <p className="card__meta" data-testid="deposit-order-note">
          {pending && (
            <Trans>Pay before {formatDateTime(order.expiresAt, locale)}. This page updates by itself when the payment is confirmed.</Trans>
          )}
          {order.status === 'approved' && <Trans>The payment was confirmed and the amount added to your balance.</Trans>}
          {order.status === 'failed' && <Trans>The payment failed or was refused; nothing was charged to your balance.</Trans>}
          {order.status === 'cancelled' && <Trans>You cancelled this order.</Trans>}
          {order.status === 'expired' && <Trans>This order expired before it was paid.</Trans>}
        </p>
      </section>
      {pending && <PaymentStep order={order} money={money} />}
      <div className="deposit-order__actions">
        {pending && (
          <button type="button" className="button button--quiet button--block" onClick={() => setConfirming(true)}>
            <Trans>Cancel order</Trans>
          </button>
        )}
        <button type="button" className="button button--block" onClick={onNewDeposit}>
          <Trans>New deposit</Trans>
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={<Trans>Cancel this deposit?</Trans>}
        message={<Trans>Cancel order {order.orderNo}? Do not pay it after cancelling.</Trans>}
        confirmLabel={<Trans>Cancel order</Trans>}
        cancelLabel={<Trans>Keep it</Trans>}
        busy={cancelling.isLoading}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          try {
            await cancel({ orderNo: order.orderNo }).unwrap();
            toast.success(i18n._(msg`Order cancelled`), { notice: true });
          } catch (caught) {
            toast.error(depositErrorText(isGatewayError(caught) ? caught : undefined));
            void query.refetch();
          } finally {
            setConfirming(false);
          }
        }}
      />
    </div>
  );
}
