import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { TIMING } from '@/config/constants';
import { PATHS } from '@/config/paths';
import { ERROR_TEXTS } from '@/lib/errors/error-catalogue';
import { logout } from '@/lib/session/session-actions';
import { useAppDispatch } from '@/lib/store/hooks';

import { toast } from '../toast/toast';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * Logout (docs/product.md#states-and-transitions), wherever it is offered: confirm, loading, the
 * logout itself, then /m/home. `onDone` runs once the dialog is closed, either way.
 */
export function LogoutDialog({ open, onDone }: { open: boolean; onDone: () => void }) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [leaving, setLeaving] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      title={<Trans>Log out</Trans>}
      message={<Trans>Do you want to log out of this account?</Trans>}
      confirmLabel={<Trans>Log out</Trans>}
      busy={leaving}
      onCancel={onDone}
      onConfirm={async () => {
        setLeaving(true);
        const waiting = toast.loading(ERROR_TEXTS.in_please_wait, { maxDuration: TIMING.logoutLoading });
        try {
          await dispatch(logout());
        } finally {
          toast.dismiss(waiting);
          setLeaving(false);
          onDone();
          void navigate(PATHS.home, { replace: true });
        }
      }}
    />
  );
}
