import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

import { gatewayPageUrl } from '@/lib/gateway/request';

import type { DepositOrder } from '../api/deposit-api';
import { CopyRow } from './CopyRow';
import { QrCode, useQrCode } from './QrCode';
import { ReceiptUpload } from './ReceiptUpload';

/** What the member does to pay a pending order, by its channel's method (docs/product.md#deposit). */
export function PaymentStep({ order, money }: { order: DepositOrder; money: (amount: number) => string }) {
  const { i18n } = useLingui();
  const { payment } = order;
  const amount = money(order.amount);
  switch (order.method) {
    case 'manualTransfer':
      return (
        <section className="card deposit-step" aria-label={i18n._(msg`How to pay`)} data-testid="deposit-step" data-method={order.method}>
          <p>
            <Trans>Transfer exactly {amount} to this account and write the reference in the remarks, then upload the receipt.</Trans>
          </p>
          <dl className="deposit-details">
            {payment.bankName && <CopyRow label={i18n._(msg`Bank`)} value={payment.bankName} />}
            {payment.accountName && <CopyRow label={i18n._(msg`Account name`)} value={payment.accountName} />}
            {payment.accountNo && <CopyRow label={i18n._(msg`Account number`)} value={payment.accountNo} />}
            {payment.reference && <CopyRow label={i18n._(msg`Reference`)} value={payment.reference} testId="deposit-reference" />}
          </dl>
          <ReceiptUpload orderNo={order.orderNo} uploaded={payment.receiptUploaded} />
        </section>
      );
    case 'qrImage':
      return payment.qrPayload ? <QrStep payload={payment.qrPayload} orderNo={order.orderNo} amount={amount} /> : null;
    case 'launchUrl':
      return payment.launchUrl ? (
        <section className="card deposit-step" aria-label={i18n._(msg`How to pay`)} data-testid="deposit-step" data-method={order.method}>
          <p>
            <Trans>Pay {amount} on the provider's page; you come back here when it is done.</Trans>
          </p>
          <a className="button button--block" href={gatewayPageUrl(payment.launchUrl)} data-testid="deposit-launch">
            <Trans>Continue to payment</Trans>
          </a>
        </section>
      ) : null;
    case 'virtualWallet':
      return (
        <section className="card deposit-step" aria-label={i18n._(msg`How to pay`)} data-testid="deposit-step" data-method={order.method}>
          <p>
            <Trans>Send the equivalent of {amount} to this wallet address, on this network only.</Trans>
          </p>
          {payment.address && <QrCode text={payment.address} label={i18n._(msg`QR code of the wallet address`)} />}
          <dl className="deposit-details">
            {payment.network && <CopyRow label={i18n._(msg`Network`)} value={payment.network} />}
            {payment.address && <CopyRow label={i18n._(msg`Wallet address`)} value={payment.address} />}
            {payment.reference && <CopyRow label={i18n._(msg`Reference`)} value={payment.reference} testId="deposit-reference" />}
          </dl>
        </section>
      );
  }
}

function QrStep({ payload, orderNo, amount }: { payload: string; orderNo: string; amount: string }) {
  const { i18n } = useLingui();
  const { dataUrl } = useQrCode(payload);
  return (
    <section className="card deposit-step" aria-label={i18n._(msg`How to pay`)} data-testid="deposit-step" data-method="qrImage">
      <p>
        <Trans>Scan this code with your bank or e-wallet app and pay {amount}, or save it and open it there.</Trans>
      </p>
      <QrCode text={payload} label={i18n._(msg`QR code to pay order ${orderNo}`)} />
      <a className="button button--quiet button--block" href={dataUrl} download={`${orderNo}-qr.gif`} data-testid="deposit-qr-save">
        <Trans>Save QR code</Trans>
      </a>
    </section>
  );
}
