import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { LogoutDialog } from '../../../components/dialog/LogoutDialog';
import { Loading } from '../../../components/Loading';
import { PATHS } from '../../../config/paths';
import { loginPath } from '../../../lib/session/login-redirect';
import { selectSession, selectSessionReady } from '../../../lib/session/session-slice';
import { useGetSystemStatusQuery } from '../../../lib/system/system-api';
import { MEMBER_CENTRE_TEMPLATE, selectMemberCentreTemplate } from '../model/member-template';
import { MemberCentreBase } from './MemberCentreBase';
import { MemberCentreNew } from './MemberCentreNew';
import { useEntryDialogs } from './MemberEntries';
import { useMemberCentre } from './use-member-centre';
import './member.css';

/**
 * /m/member/home (SPEC §2, §4 templates, §6 roles): visitors are asked to log in; members and
 * trial accounts get the design the operator picked (mobileTemplate.mem_cen).
 */
export function MemberHomePage() {
  const ready = useSelector(selectSessionReady);
  const session = useSelector(selectSession);
  if (!ready) return <Loading />;
  if (!session) {
    return (
      <section className="card member-card" data-testid="member-login-prompt">
        <p>
          <Trans>You are not logged in, please login first</Trans>
        </p>
        <Link className="button" to={loginPath(PATHS.memberHome)}>
          <Trans>Login</Trans>
        </Link>
      </section>
    );
  }
  return <MemberCentre />;
}

function MemberCentre() {
  const centre = useMemberCentre();
  const { template } = useGetSystemStatusQuery(undefined, {
    selectFromResult: ({ data }) => ({ template: selectMemberCentreTemplate(data) }),
  });
  const { openDialog, dialogs } = useEntryDialogs();
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const Design = template === MEMBER_CENTRE_TEMPLATE.new ? MemberCentreNew : MemberCentreBase;
  return (
    <>
      <Design centre={centre} onOpenDialog={openDialog} onLogout={() => setConfirmingLogout(true)} />
      {dialogs}
      <LogoutDialog open={confirmingLogout} onDone={() => setConfirmingLogout(false)} />
    </>
  );
}
