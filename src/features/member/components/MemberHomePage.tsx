import './member.css';

import { Trans } from '@lingui/react/macro';
import { useState } from 'react';

import { LogoutDialog } from '@/components/dialog/LogoutDialog';
import { EmptyState } from '@/components/EmptyState';
import { AppLink } from '@/components/link/AppLink';
import { Loading } from '@/components/Loading';
import { SignedOutCard } from '@/components/SignedOutCard';
import { PATHS } from '@/config/paths';
import { isAgentOnly } from '@/lib/session/roles';
import { selectSession, selectSessionReady } from '@/lib/session/session-slice';
import { useAppSelector } from '@/lib/store/hooks';
import { useGetSystemStatusQuery } from '@/lib/system/system-api';

import { MEMBER_CENTRE_TEMPLATE, selectMemberCentreTemplate } from '../model/member-template';
import { MemberCentreBase } from './MemberCentreBase';
import { MemberCentreNew } from './MemberCentreNew';
import { useEntryDialogs } from './MemberEntries';
import { useMemberCentre } from './use-member-centre';

/**
 * /m/member/home (docs/product.md#member-centre, #roles): visitors are asked to log in; members and
 * trial accounts get the design the operator picked (mobileTemplate.mem_cen).
 */
export function MemberHomePage() {
  const ready = useAppSelector(selectSessionReady);
  const session = useAppSelector(selectSession);
  if (!ready) return <Loading />;
  if (!session) {
    return (
      <>
        <SignedOutCard returnTo={PATHS.memberHome} />
        <p className="member-agency-link">
          <AppLink to={PATHS.agentLogin}>
            <Trans>Agency login</Trans>
          </AppLink>
        </p>
      </>
    );
  }
  // The member side is closed to an agent-only account (docs/product.md#agent-login).
  if (isAgentOnly(session.type)) return <AgentOnlyCentre />;
  return <MemberCentre />;
}

function AgentOnlyCentre() {
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  return (
    <>
      <EmptyState
        message={<Trans>This is an agent account. The player side is not open to it.</Trans>}
        action={
          <span className="member-agent-only__actions">
            <AppLink className="button" to={PATHS.agentCentre}>
              <Trans>Agent centre</Trans>
            </AppLink>
            <button type="button" className="button button--quiet" onClick={() => setConfirmingLogout(true)}>
              <Trans>Log out</Trans>
            </button>
          </span>
        }
      />
      <LogoutDialog open={confirmingLogout} onDone={() => setConfirmingLogout(false)} />
    </>
  );
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
