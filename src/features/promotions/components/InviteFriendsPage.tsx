import './promotions.css';

import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId } from 'react';

import { EmptyState } from '@/components/EmptyState';
import { Loading } from '@/components/Loading';
import { toast } from '@/components/toast/toast';
import { TIMING } from '@/config/constants';
import { copyText } from '@/lib/clipboard/copy-text';
import { ERROR_TEXTS, errorMessage } from '@/lib/errors/error-catalogue';
import { CLIENT_ERROR_CODES, isGatewayError } from '@/lib/gateway/gateway-error';
import { isRealMember } from '@/lib/session/roles';
import { selectSession } from '@/lib/session/session-slice';
import { useAppSelector } from '@/lib/store/hooks';
import { useGetConsolidatedSettingsQuery } from '@/lib/system/system-api';

import { useGetReferralQuery } from '../api/promotions-api';
import { inviteAccess } from '../model/invite-access';
import { referralLink } from '../model/referral-link';
import { useLeaveAfter } from './use-leave-after';

const CONTACT_SERVICE = msg`Invite friends is not available for your account, please contact customer service`;

/**
 * /m/inviteFriends (docs/product.md#roles): needs a session and the REFERRAL promotion. A visitor
 * logs in first and comes back here (the route table's access column); a trial account (free_reject) or a member whose REFERRAL
 * promotion is off (the contact-service message) is told for 2 s, then taken back. Shows the
 * member's code and invitation link.
 */
export function InviteFriendsPage() {
  const { i18n } = useLingui();
  const session = useAppSelector(selectSession);
  const settings = useGetConsolidatedSettingsQuery();
  const referralEnabled = settings.data ? settings.data.promotions?.REFERRAL?.enabled === true : undefined;
  const member = session !== null && isRealMember(session.type);
  // Asked while the settings are still coming: with REFERRAL off the gateway refuses it anyway.
  const referral = useGetReferralQuery(undefined, { skip: !member || referralEnabled === false });
  const codeId = useId();
  const linkId = useId();

  const access = inviteAccess({
    memberType: session?.type,
    referralEnabled,
    referralFailure: isGatewayError(referral.error) ? referral.error.code : referral.error ? CLIENT_ERROR_CODES.badResponse : null,
  });
  const refusal = access === 'trial' ? ERROR_TEXTS.free_reject : access === 'contact-service' ? CONTACT_SERVICE : null;

  useEffect(() => {
    if (refusal) toast.info(refusal, { duration: TIMING.inviteRefusal });
  }, [refusal]);
  useLeaveAfter(refusal !== null, TIMING.inviteRefusal);

  if (refusal) {
    return (
      <section className="card promo-refusal" role="status" data-testid="invite-refusal">
        <p>{i18n._(refusal)}</p>
      </section>
    );
  }
  if (access === 'failed') {
    return (
      <div role="alert" data-testid="invite-error">
        <EmptyState
          message={i18n._(errorMessage(isGatewayError(referral.error) ? referral.error : undefined))}
          action={
            <button type="button" className="button" onClick={() => void referral.refetch()}>
              <Trans>Retry</Trans>
            </button>
          }
        />
      </div>
    );
  }
  if (access === 'wait' || !referral.data) return <Loading />;

  const { code, invitedCount } = referral.data;
  const link = referralLink(window.location.origin, code);
  const canShare = typeof navigator.share === 'function';

  async function copy(text: string, done: ReturnType<typeof msg>) {
    if (await copyText(text)) toast.success(i18n._(done), { notice: true });
    else toast.error(i18n._(msg`Could not copy, please select and copy it yourself`));
  }

  async function share() {
    try {
      await navigator.share({ title: i18n._(msg`Join me`), text: i18n._(msg`Sign up with my invitation code ${code}`), url: link });
    } catch {
      // Closing the share sheet is not an error worth a message.
    }
  }

  return (
    <div className="promo-page invite">
      <section className="card invite__card" aria-labelledby={codeId}>
        <h2 id={codeId} className="card__title">
          <Trans>Your invitation code</Trans>
        </h2>
        <p className="invite__code" data-testid="invite-code">
          {code}
        </p>
        <p className="card__meta" data-testid="invite-count">
          <Plural
            value={invitedCount}
            _0="No friends have signed up with your code yet"
            one="# friend signed up with your code"
            other="# friends signed up with your code"
          />
        </p>
        <button type="button" className="button button--quiet" onClick={() => void copy(code, msg`Invitation code copied`)}>
          <Trans>Copy code</Trans>
        </button>
      </section>
      <section className="card invite__card">
        <label className="field" htmlFor={linkId}>
          <span className="field__label">
            <Trans>Invitation link</Trans>
          </span>
          <input
            id={linkId}
            className="field__input"
            value={link}
            readOnly
            data-testid="invite-link"
            onFocus={(event) => event.currentTarget.select()}
          />
        </label>
        <div className="invite__actions">
          <button type="button" className="button" onClick={() => void copy(link, msg`Invitation link copied`)}>
            <Trans>Copy link</Trans>
          </button>
          {canShare && (
            <button type="button" className="button button--quiet" onClick={() => void share()}>
              <Trans>Share</Trans>
            </button>
          )}
        </div>
        <p className="card__meta">
          <Trans>Friends who open the link sign up with your code filled in.</Trans>
        </p>
      </section>
    </div>
  );
}
