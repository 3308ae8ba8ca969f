import { PendingContractAlert } from '@/features/agent/components/PendingContractAlert';
import { RealityCheck } from '@/features/responsible/components/RealityCheck';
import { roleOf } from '@/lib/session/roles';
import { selectPasswordChangeRequired, selectSession } from '@/lib/session/session-slice';
import { useAppSelector } from '@/lib/store/hooks';

/**
 * What watches over a signed-in session from the shell: the pending-contract question
 * (docs/product.md#agent-contracts) and the reality check (docs/product.md#responsible-gaming).
 * One module loaded once a session exists, so a visitor's first load carries none of their code.
 */
export function MemberWatchers({ inGameFrame }: { inGameFrame: boolean }) {
  const member = useAppSelector((state) => roleOf(selectSession(state)) === 'member');
  const passwordChangeRequired = useAppSelector(selectPasswordChangeRequired);
  return (
    <>
      <PendingContractAlert />
      {member && !passwordChangeRequired && <RealityCheck inGameFrame={inGameFrame} />}
    </>
  );
}
