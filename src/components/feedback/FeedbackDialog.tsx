import './feedback.css';

import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useRef, useState } from 'react';

import { LIMITS, TIMING } from '@/config/constants';
import { ERROR_TEXTS, errorMessage } from '@/lib/errors/error-catalogue';
import { useFeedbackCaptchaQuery, useSendFeedbackMutation } from '@/lib/feedback/feedback-api';
import { captchaMissing, suggestionLength, suggestionProblem } from '@/lib/feedback/feedback-rules';
import { isGatewayError } from '@/lib/gateway/gateway-error';
import { selectSession } from '@/lib/session/session-slice';
import { useAppSelector } from '@/lib/store/hooks';
import { useGetConsolidatedSettingsQuery } from '@/lib/system/system-api';

import { Dialog } from '../dialog/Dialog';
import { Loading } from '../Loading';
import { toast } from '../toast/toast';

const SENT = msg`Sent successfully`;
const SENDING = msg`Sending`;

/**
 * The feedback popup (docs/product.md#feedback; complaints and comments): the member's suggestion,
 * with a captcha when the operator's CAPTCHA3 switch is on. Only members open it, so the sender is
 * the session's.
 */
export function FeedbackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const formId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={<Trans>Complaints and comments</Trans>}
      dismissible={!busy}
      className="feedback-dialog"
      actions={
        <>
          <button type="button" className="button button--quiet" disabled={busy} onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" form={formId} className="button" disabled={busy} aria-busy={busy || undefined}>
            {busy && <span className="button__spinner" aria-hidden="true" />}
            <Trans>Confirm</Trans>
          </button>
        </>
      }
    >
      {/* Mounted per opening (the Dialog renders its body only while open): each opening starts
          with a fresh captcha and an empty form. */}
      <FeedbackForm formId={formId} onBusyChange={setBusy} onSent={onClose} />
    </Dialog>
  );
}

function FeedbackForm({ formId, onBusyChange, onSent }: { formId: string; onBusyChange: (busy: boolean) => void; onSent: () => void }) {
  const { t, i18n } = useLingui();
  const session = useAppSelector(selectSession);
  const settings = useGetConsolidatedSettingsQuery();
  const captchaShown = settings.data?.switches.CAPTCHA3 !== false;
  const [nonce, setNonce] = useState(() => Date.now());
  const captchaImage = useFeedbackCaptchaQuery(nonce, { skip: !captchaShown || !settings.data });
  const [sendFeedback] = useSendFeedbackMutation();
  const [content, setContent] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [contentError, setContentError] = useState<string | null>(null);
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const captchaRef = useRef<HTMLInputElement>(null);
  const ids = { username: useId(), content: useId(), captcha: useId() };
  const lengthMessage = t`The content must be between ${LIMITS.suggestionMin} and ${LIMITS.suggestionMax} characters`;

  function refreshCaptcha() {
    setNonce((current) => current + 1);
    setCaptcha('');
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || !session) return;
    const badContent = suggestionProblem(content) !== null;
    const noCaptcha = captchaMissing(captchaShown, captcha);
    setContentError(badContent ? lengthMessage : null);
    setCaptchaError(noCaptcha ? i18n._(ERROR_TEXTS.enterCaptcha) : null);
    if (badContent) contentRef.current?.focus();
    else if (noCaptcha) captchaRef.current?.focus();
    if (badContent || noCaptcha) return;

    setSending(true);
    onBusyChange(true);
    const loading = toast.loading(SENDING, { maxDuration: TIMING.feedbackLoading });
    try {
      const answer = await sendFeedback({
        sender: session.userName,
        content: content.trim(),
        captcha: captchaShown ? captcha.trim() : '',
        type: 0,
      }).unwrap();
      toast.dismiss(loading);
      if (!answer.success) throw new Error('not sent');
      toast.success(SENT, { duration: TIMING.feedbackSuccess });
      onBusyChange(false);
      onSent();
      return;
    } catch (error) {
      toast.dismiss(loading);
      const code = isGatewayError(error) ? error.code : '';
      if (code === 'captcha.invalid') {
        setCaptchaError(i18n._(ERROR_TEXTS.verificationCode));
        captchaRef.current?.focus();
      } else if (code === 'feedback.content.length') {
        setContentError(lengthMessage);
        contentRef.current?.focus();
      } else {
        toast.error(isGatewayError(error) ? errorMessage(error) : ERROR_TEXTS.unknown);
      }
      // The gateway consumed the captcha with the attempt: the next try needs a new picture.
      if (captchaShown) refreshCaptcha();
    }
    setSending(false);
    onBusyChange(false);
  }

  const length = suggestionLength(content);
  return (
    <form id={formId} className="form feedback-form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="field">
        <label className="field__label" htmlFor={ids.username}>
          <Trans>Username</Trans>
        </label>
        <div className="field__control">
          <input id={ids.username} className="field__input" value={session?.userName ?? ''} readOnly />
        </div>
      </div>
      <div className={`field${contentError ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor={ids.content}>
          <Trans>Suggestion</Trans>
        </label>
        <textarea
          ref={contentRef}
          id={ids.content}
          className="field__input feedback-form__content"
          value={content}
          rows={5}
          maxLength={LIMITS.suggestionMax * 2}
          placeholder={lengthMessage}
          data-autofocus=""
          aria-invalid={contentError ? true : undefined}
          aria-describedby={contentError ? `${ids.content}-error` : `${ids.content}-count`}
          onChange={(event) => {
            setContent(event.target.value);
            if (contentError && suggestionProblem(event.target.value) === null) setContentError(null);
          }}
        />
        <p className="feedback-form__count" id={`${ids.content}-count`} aria-live="polite">
          {length}/{LIMITS.suggestionMax}
        </p>
        {contentError && (
          <p className="field__error" id={`${ids.content}-error`} role="alert">
            {contentError}
          </p>
        )}
      </div>
      {captchaShown && (
        <div className={`field${captchaError ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor={ids.captcha}>
            <Trans>Verification code</Trans>
          </label>
          <div className="field__control">
            <input
              ref={captchaRef}
              id={ids.captcha}
              className="field__input"
              value={captcha}
              inputMode="numeric"
              autoComplete="off"
              maxLength={LIMITS.captchaDigits}
              aria-invalid={captchaError ? true : undefined}
              aria-describedby={captchaError ? `${ids.captcha}-error` : undefined}
              onChange={(event) => {
                setCaptcha(event.target.value);
                if (captchaError) setCaptchaError(null);
              }}
            />
            <button type="button" className="captcha" onClick={refreshCaptcha} aria-label={t`Get a new picture`}>
              {captchaImage.isFetching || (!captchaImage.data && !captchaImage.isError) ? (
                <Loading />
              ) : captchaImage.data ? (
                <img
                  className="captcha__image"
                  src={`data:image/png;base64,${captchaImage.data}`}
                  alt={t`Verification picture`}
                  width={120}
                  height={44}
                />
              ) : (
                <span className="captcha__retry">
                  <Trans>Tap to load</Trans>
                </span>
              )}
            </button>
          </div>
          {captchaError && (
            <p className="field__error" id={`${ids.captcha}-error`} role="alert">
              {captchaError}
            </p>
          )}
        </div>
      )}
    </form>
  );
}
