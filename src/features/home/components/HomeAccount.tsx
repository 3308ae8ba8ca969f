import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { PATHS } from '../../../config/paths';
import { formatWholeBalance } from '../../../lib/format/money';
import { displayName, useGetMemberInfoQuery, useGetWalletQuery } from '../../../lib/member/member-api';
import { selectIsLoggedIn, selectSessionReady } from '../../../lib/session/session-slice';

/** SPEC §2 home header: login and register when logged out; name and whole balance when logged in. */
export function HomeAccount() {
  const { t, i18n } = useLingui();
  const ready = useSelector(selectSessionReady);
  const loggedIn = useSelector(selectIsLoggedIn);
  const member = useGetMemberInfoQuery(undefined, { skip: !loggedIn });
  const wallet = useGetWalletQuery(undefined, { skip: !loggedIn });
  if (!ready) return <span className="home-account" aria-hidden="true" />;
  if (!loggedIn) {
    return (
      <span className="home-account">
        <Link className="button button--small button--quiet" to={PATHS.login}>
          <Trans>Login</Trans>
        </Link>
        <Link className="button button--small" to={PATHS.register}>
          <Trans>Register</Trans>
        </Link>
      </span>
    );
  }
  const info = member.data;
  return (
    <Link className="home-account home-account--member" to={PATHS.memberHome} aria-label={t`Member centre`}>
      <span className="home-account__name" data-testid="member-name">
        {info ? displayName(info) : '…'}
      </span>
      {wallet.data && (
        <span className="home-account__balance" data-testid="member-balance">
          {formatWholeBalance(wallet.data.sumBalance, wallet.data.currencySymbol, i18n.locale === 'ty' ? 'fil' : 'en')}
        </span>
      )}
    </Link>
  );
}
