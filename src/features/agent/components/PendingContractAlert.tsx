import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { ConfirmDialog } from '@/components/dialog/ConfirmDialog';
import { useContractAlertOnce } from '@/lib/agent/contract-alert-once';
import { useContractRequestsQuery } from '@/lib/agent/contract-requests-api';
import { checksContracts, pendingContracts } from '@/lib/agent/pending-contracts';
import { selectSession } from '@/lib/session/session-slice';
import { useAppSelector } from '@/lib/store/hooks';

/**
 * After login, a member with a contract waiting is asked once per login and browser session:
 * Cancel, or Go to that contract. A reload does not ask again; the member centre still links it.
 */
export function PendingContractAlert() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const session = useAppSelector(selectSession);
  const asked = session && checksContracts(session.type);
  const { data } = useContractRequestsQuery(session?.token ?? '', { skip: !asked });
  const [answeredFor, setAnsweredFor] = useState<string | null>(null);
  const first = pendingContracts(data)[0];
  // On the contract's own page the question is already answered by being there.
  const wanted = !!session && !!first && answeredFor !== session.token && pathname !== first.path;
  const show = useContractAlertOnce(session?.token, wanted);
  if (!show || !session || !first) return null;
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
