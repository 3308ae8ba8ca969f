import { Trans, useLingui } from '@lingui/react/macro';

import { Loading } from '@/components/Loading';
import { LIMITS } from '@/config/constants';

import { useCaptchaQuery } from '../api/auth-api';
import { type FieldGuide, TextField } from './fields';

/**
 * The image captcha: a new image for every `nonce`, and on tapping the image. The answer is
 * bound to this browser by the gateway, so the image must be the last one fetched.
 */
export function CaptchaField({ name, nonce, onRefresh, ...guide }: { name: string; nonce: number; onRefresh: () => void } & FieldGuide) {
  const { t } = useLingui();
  const { data, isFetching, isError } = useCaptchaQuery(nonce);
  return (
    <TextField
      name={name}
      label={<Trans>Verification code</Trans>}
      {...guide}
      inputMode="numeric"
      autoComplete="off"
      maxLength={LIMITS.captchaDigits}
      pattern="[0-9]*"
      trailing={
        <button type="button" className="captcha" onClick={onRefresh} aria-label={t`Get a new picture`}>
          {isFetching || (!data && !isError) ? (
            <Loading />
          ) : data ? (
            <img className="captcha__image" src={`data:image/png;base64,${data}`} alt={t`Verification picture`} width={120} height={44} />
          ) : (
            <span className="captcha__retry">
              <Trans>Tap to load</Trans>
            </span>
          )}
        </button>
      }
    />
  );
}
