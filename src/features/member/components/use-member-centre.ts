import { useContractRequestsQuery } from '@/lib/agent/contract-requests-api';
import { checksContracts, pendingContracts } from '@/lib/agent/pending-contracts';
import { displayName, useGetMemberInfoQuery, useGetWalletQuery } from '@/lib/member/member-api';
import { isAgent, isRealMember } from '@/lib/session/roles';
import { selectSession } from '@/lib/session/session-slice';
import { useAppSelector } from '@/lib/store/hooks';

import { avatarInitial, visibleEntries } from '../model/member-entries';

/** What both member centre designs show: who, the wallet, the entries, pending contracts. */
export function useMemberCentre() {
  const session = useAppSelector(selectSession);
  const member = useGetMemberInfoQuery(undefined, { skip: !session });
  const wallet = useGetWalletQuery(undefined, { skip: !session });
  const type = member.data?.type ?? session?.type;
  const realMember = isRealMember(type);
  const contracts = useContractRequestsQuery(session?.token ?? '', { skip: !session || !checksContracts(type) });
  const name = member.data ? displayName(member.data) : (session?.userName ?? '');
  return {
    session,
    member: member.data,
    wallet,
    name,
    initial: avatarInitial(name),
    account: member.data?.account ?? session?.userName ?? '',
    vip: member.data?.vipLevel ? { level: member.data.vipLevel, name: member.data.vipName ?? '' } : null,
    realMember,
    entries: visibleEntries(realMember, isAgent(type)),
    pendingContracts: pendingContracts(contracts.data),
  };
}

export type MemberCentre = ReturnType<typeof useMemberCentre>;
