import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

import { Dialog } from '@/components/dialog/Dialog';
import { LogoutDialog } from '@/components/dialog/LogoutDialog';
import { PATHS } from '@/config/paths';
import { formatMoney } from '@/lib/format/money';
import { intlLocale } from '@/lib/i18n/intl-locale';
import { useOverlayTurn } from '@/lib/overlay/overlay-turns';
import { useGetResponsibleSessionQuery, useGetResponsibleStateQuery } from '@/lib/responsible/responsible-api';
import { useCurrencySymbol } from '@/lib/system/use-currency-symbol';

import { delayUntil, elapsedSince, nextCheckAt, realityCheckMayShow } from '../model/reality-check';

/**
 * The reality check (docs/product.md#responsible-gaming), mounted by the shell once a member's
 * session exists: every interval counted from the login, a dialog with the time since the login
 * and the session's result. It waits its turn behind a payment step (the `payment` overlay turn,
 * src/lib/overlay/overlay-turns.ts) and, inside a game frame, until the player is back on a lobby page.
 */
export function RealityCheck({ inGameFrame }: { inGameFrame: boolean }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const locale = intlLocale(i18n);
  const symbol = useCurrencySymbol();
  const state = useGetResponsibleStateQuery();
  const session = useGetResponsibleSessionQuery();
  const intervalMs = (state.data?.realityCheck.intervalSeconds ?? 0) * 1000;
  const loginAt = session.data?.loggedInAt ?? null;
  /** When the check fell due; null while the next one is awaited. */
  const [dueSince, setDueSince] = useState<number | null>(null);
  const [loggingOut, setLoggingOut] = useState(false);

  // The next check from the login, scheduled again after each one is answered or when the interval changes.
  useEffect(() => {
    if (loginAt === null || intervalMs <= 0 || dueSince !== null) return;
    const now = Date.now();
    const timer = setTimeout(() => setDueSince(Date.now()), delayUntil(nextCheckAt(loginAt, intervalMs, now), now));
    return () => clearTimeout(timer);
  }, [loginAt, intervalMs, dueSince]);

  const due = dueSince !== null;
  const hasTurn = useOverlayTurn('realityCheck', due && !inGameFrame);
  const open = realityCheckMayShow({ due, inGameFrame, hasTurn });
  const { refetch } = session;
  // The result as of the moment it shows, not as of the login.
  useEffect(() => {
    if (open) void refetch();
  }, [open, refetch]);

  const dismiss = () => setDueSince(null);

  const { hours, minutes } = elapsedSince(loginAt ?? 0, session.fulfilledTimeStamp ?? dueSince ?? loginAt ?? 0);
  const net = session.data?.netResult ?? 0;
  const result = formatMoney(Math.abs(net), symbol, locale);
  return (
    <>
      {/* A check that fell due and waits (behind a payment step or a game frame): nothing to see, but a state to observe. */}
      {due && !open && <span hidden data-testid="reality-check-waiting" />}
      <Dialog
        open={open && !loggingOut}
        onClose={dismiss}
        title={<Trans>Reality check</Trans>}
        className="reality-check"
        actions={
          <>
            <button
              type="button"
              className="button button--quiet"
              onClick={() => {
                dismiss();
                void navigate(PATHS.bettingRecord);
              }}
            >
              <Trans>See my history</Trans>
            </button>
            <button type="button" className="button button--quiet" onClick={() => setLoggingOut(true)}>
              <Trans>Log out</Trans>
            </button>
            <button type="button" className="button" data-autofocus onClick={dismiss}>
              <Trans>Continue</Trans>
            </button>
          </>
        }
      >
        <p data-testid="reality-check-time">
          <Trans>
            You have been logged in for {hours} h {minutes} min.
          </Trans>
        </p>
        <p data-testid="reality-check-result">
          {net < 0 ? <Trans>Net loss this session: {result}</Trans> : <Trans>Net result this session: {result}</Trans>}
        </p>
      </Dialog>
      <LogoutDialog
        open={loggingOut}
        onDone={() => {
          setLoggingOut(false);
          dismiss();
        }}
      />
    </>
  );
}
