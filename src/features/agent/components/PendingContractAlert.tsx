import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/dialog/ConfirmDialog';
import { selectSession } from '../../../lib/session/session-slice';
import { useContractRequestsQuery } from '../../../lib/agent/contract-requests-api';
import { checksContracts, pendingContracts } from '../../../lib/agent/pending-contracts';

/** After login, a member with a contract waiting is asked once: Cancel, or Go to that contract. */
export function PendingContractAlert() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const session = useSelector(selectSession);
  const asked = session && checksContracts(session.type);
  const { data } = useContractRequestsQuery(session?.token ?? '', { skip: !asked });
  const [answeredFor, setAnsweredFor] = useState<string | null>(null);
  const first = pendingContracts(data)[0];
  // On the contract's own page the question is already answered by being there.
  if (!session || !first || answeredFor === session.token || pathname === first.path) return null;
  return (
    <ConfirmDialog
      open
      title={<Trans>Contract</Trans>}
      message={i18n._(first.title)}
      confirmLabel={<Trans>Go</Trans>}
      onCancel={() => setAnsweredFor(session.token)}
      onConfirm={() => {
        setAnsweredFor(session.token);
        void navigate(first.path);
      }}
    />
  );
}
