import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useSmsCountdown } from '../model/sms-countdown';
import { TextField, type FieldGuide } from './fields';
import { LIMITS } from '../../../config/constants';

/**
 * SMS code input with its get-code button: ready, then a countdown to when the gateway allows
 * the next code, then ready again. `onSend` validates what it needs (the mobile number) and
 * answers the expiration time, or null when nothing was sent.
 */
export function SmsCodeField({ name, onSend, ...guide }: { name: string; onSend: () => Promise<number | null> } & FieldGuide) {
  const [expirationTime, setExpirationTime] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const seconds = useSmsCountdown(expirationTime);
  return (
    <TextField
      name={name}
      label={<Trans>SMS code</Trans>}
      {...guide}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={LIMITS.smsCodeLength}
      pattern="[0-9]*"
      trailing={
        <button
          type="button"
          className="field__action field__action--wide"
          disabled={sending || seconds > 0}
          onClick={async () => {
            setSending(true);
            try {
              const next = await onSend();
              if (next !== null) setExpirationTime(next);
            } finally {
              setSending(false);
            }
          }}
        >
          {seconds > 0 ? <Trans>{seconds} s</Trans> : <Trans>Get code</Trans>}
        </button>
      }
    />
  );
}
