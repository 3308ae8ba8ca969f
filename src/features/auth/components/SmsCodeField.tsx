import { Trans } from '@lingui/react/macro';
import { useState } from 'react';

import { LIMITS } from '@/config/constants';
import { useGetConsolidatedSettingsQuery } from '@/lib/system/system-api';

import type { SliderCheck } from '../model/send-sms-code';
import { useSmsCountdown } from '../model/sms-countdown';
import { type FieldGuide, TextField } from './fields';
import { useSliderCheck } from './SliderCheckDialog';

/**
 * SMS code input with its get-code button: ready, then a countdown to when the gateway allows
 * the next code, then ready again. `onSend` validates what it needs (the mobile number) and
 * answers the expiration time, or null when nothing was sent. While the operator asks for the
 * slider check (GEETEST3), `onSend` gets the check to send through.
 */
export function SmsCodeField({
  name,
  onSend,
  ...guide
}: { name: string; onSend: (sliderCheck: SliderCheck | undefined) => Promise<number | null> } & FieldGuide) {
  const [expirationTime, setExpirationTime] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const seconds = useSmsCountdown(expirationTime);
  const settings = useGetConsolidatedSettingsQuery();
  const { sliderCheck, dialog } = useSliderCheck(settings.data?.switches.GEETEST3 === true);
  return (
    <>
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
                const next = await onSend(sliderCheck);
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
      {dialog}
    </>
  );
}
