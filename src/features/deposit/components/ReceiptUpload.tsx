import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { toast } from '../../../components/toast/toast';
import { isGatewayError } from '../../../lib/gateway/gateway-error';
import { useUploadDepositReceiptMutation } from '../api/deposit-api';
import { checkReceipt } from '../model/deposit-rules';
import { RECEIPT_PROBLEMS } from '../model/deposit-texts';
import { depositErrorText } from './deposit-error';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/**
 * The transfer receipt of a manual transfer: a PNG or JPG of at most 5 MB, checked before it is
 * sent; a refused picture stays chosen with the reason under it, so the member can send another.
 */
export function ReceiptUpload({ orderNo, uploaded }: { orderNo: string; uploaded: boolean }) {
  const { i18n } = useLingui();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [upload, { isLoading }] = useUploadDepositReceiptMutation();

  async function send() {
    if (!file) {
      setProblem(i18n._(msg`Choose the receipt picture first`));
      return;
    }
    const checked = checkReceipt(file);
    if (!checked.ok) {
      setProblem(i18n._(RECEIPT_PROBLEMS[checked.problem]));
      return;
    }
    try {
      await upload({ orderNo, image: await readAsDataUrl(file) }).unwrap();
      setProblem(null);
      setFile(null);
      toast.success(i18n._(msg`Receipt uploaded`), { notice: true });
    } catch (caught) {
      setProblem(i18n._(depositErrorText(isGatewayError(caught) ? caught : undefined)));
    }
  }

  return (
    <div className={`field deposit-receipt${problem ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        <Trans>Transfer receipt (PNG or JPG, up to 5 MB)</Trans>
      </label>
      {uploaded && (
        <p className="deposit-receipt__done" data-testid="receipt-uploaded">
          <Trans>Receipt received. You may send another to replace it.</Trans>
        </p>
      )}
      <input
        id={id}
        type="file"
        className="field__input"
        accept="image/png,image/jpeg"
        aria-invalid={problem !== null}
        aria-describedby={problem ? `${id}-error` : undefined}
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          setFile(chosen);
          const checked = chosen ? checkReceipt(chosen) : undefined;
          setProblem(checked && !checked.ok ? i18n._(RECEIPT_PROBLEMS[checked.problem]) : null);
        }}
      />
      {problem && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {problem}
        </p>
      )}
      <button type="button" className="button button--block" disabled={isLoading} aria-busy={isLoading} onClick={() => void send()}>
        <Trans>Upload receipt</Trans>
      </button>
    </div>
  );
}
