import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';

import { toast } from '@/components/toast/toast';
import { isGatewayError } from '@/lib/gateway/gateway-error';

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
  const input = useRef<HTMLInputElement>(null);
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
      // Emptied, so the same picture chosen again still counts as a choice.
      if (input.current) input.current.value = '';
      toast.success(i18n._(msg`Receipt uploaded`), { notice: true });
    } catch (caught) {
      setProblem(i18n._(depositErrorText(isGatewayError(caught) ? caught : undefined)));
    }
  }

  return (
    <div className={`field deposit-receipt${problem ? ' field--invalid' : ''}`}>
      <span className="field__label" id={`${id}-label`}>
        <Trans>Transfer receipt (PNG or JPG, up to 5 MB)</Trans>
      </span>
      {uploaded && (
        <p className="deposit-receipt__done" data-testid="receipt-uploaded">
          <Trans>Receipt received. You may send another to replace it.</Trans>
        </p>
      )}
      {/* The browser's own picker button speaks the browser's language, not the player's: the
          input is hidden (still focusable, named by the field's title and its one label) and a
          translated label opens it, with the chosen file's name beside it. */}
      <div className="deposit-receipt__picker">
        <input
          ref={input}
          id={id}
          type="file"
          className="visually-hidden deposit-receipt__input"
          accept="image/png,image/jpeg"
          aria-labelledby={`${id}-label ${id}-choose`}
          aria-invalid={problem !== null}
          aria-describedby={`${id}-chosen${problem ? ` ${id}-error` : ''}`}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            setFile(chosen);
            const checked = chosen ? checkReceipt(chosen) : undefined;
            setProblem(checked && !checked.ok ? i18n._(RECEIPT_PROBLEMS[checked.problem]) : null);
          }}
        />
        <label id={`${id}-choose`} htmlFor={id} className="button button--quiet deposit-receipt__choose">
          {file ? <Trans>Choose another picture</Trans> : <Trans>Choose picture</Trans>}
        </label>
        <span id={`${id}-chosen`} className="deposit-receipt__chosen" data-testid="receipt-chosen">
          {file ? file.name : <Trans>No picture chosen</Trans>}
        </span>
      </div>
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
