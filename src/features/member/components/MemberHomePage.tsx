import { Trans, useLingui } from '@lingui/react/macro';
import { LogoutDialog } from '../../../components/dialog/LogoutDialog';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { Loading } from '../../../components/Loading';
import { PATHS } from '../../../config/paths';
import { ERROR_TEXTS } from '../../../lib/errors/error-catalogue';
import { formatMoney } from '../../../lib/format/money';
import { displayName, isRealMember, useGetMemberInfoQuery, useGetWalletQuery } from '../../../lib/member/member-api';
import { selectSession, selectSessionReady } from '../../../lib/session/session-slice';

/**
 * The member centre's first part: who is logged in, the wallet, and logout. Visitors are sent to
 * login; trial accounts get the register prompt (SPEC §6).
 */
export function MemberHomePage() {
  const { i18n } = useLingui();
  const ready = useSelector(selectSessionReady);
  const session = useSelector(selectSession);
  const member = useGetMemberInfoQuery(undefined, { skip: !session });
  const wallet = useGetWalletQuery(undefined, { skip: !session });
  const [confirming, setConfirming] = useState(false);

  if (!ready) return <Loading />;
  if (!session) {
    return (
      <section className="card member-card">
        <p>
          <Trans>You are not logged in, please login first</Trans>
        </p>
        <Link className="button" to={PATHS.login}>
          <Trans>Login</Trans>
        </Link>
      </section>
    );
  }
  const info = member.data;
  const trial = !isRealMember(info?.type ?? session.type);
  return (
    <div className="member-home">
      <section className="card member-card" aria-labelledby="member-name">
        <h2 id="member-name" className="member-card__name" data-testid="member-centre-name">
          {info ? displayName(info) : session.userName}
        </h2>
        <p className="card__meta">{session.userName}</p>
        <div className="member-card__balance" data-testid="member-centre-balance">
          {wallet.data ? formatMoney(wallet.data.sumBalance, wallet.data.currencySymbol, i18n.locale === 'ty' ? 'fil' : 'en') : <Loading />}
        </div>
        {trial && (
          <div className="member-card__trial">
            <p>{i18n._(ERROR_TEXTS.free_reject)}</p>
            <Link className="button" to={PATHS.register}>
              <Trans>Register now</Trans>
            </Link>
          </div>
        )}
      </section>
      <button type="button" className="button button--quiet button--block" onClick={() => setConfirming(true)}>
        <Trans>Log out</Trans>
      </button>
      <LogoutDialog open={confirming} onDone={() => setConfirming(false)} />
    </div>
  );
}
