import {
  type DownlineDetails,
  type DownlineRegistration,
  type SortDirection,
  TEAM_SORT_COLUMNS,
  type TeamSortColumn,
} from '../../../src/contract/agent-team.ts';
import type { GatewayConfig } from '../../config.ts';
import { agentRoutes, type MemberRoutes } from '../../http/auth.ts';
import type { GatewayApp } from '../../http/context.ts';
import { answersWith } from '../../http/schemas.ts';
import type { Keyring } from '../../lib/encryption.ts';
import { ok } from '../../lib/envelope.ts';
import type { AccountRecord } from '../../store/repositories/accounts.ts';
import type { TeamRowRecord } from '../../store/repositories/team.ts';
import type { Store } from '../../store/store.ts';
import { downlineRoutes } from './downline.ts';
import { requireAgentMenu } from './menu.ts';
import { rebateRoutes } from './rebates.ts';
import { downlineNamed, kindOf } from './team-access.ts';
import { downlineDetailsSchema, downlineQuerySchema, teamPageSchema, teamQuerySchema } from './team-schemas.ts';

const DEFAULT_PAGE_SIZE = 20;
const REGISTRATIONS: readonly DownlineRegistration[] = ['AGENT', 'APP', 'H5', 'PWA', 'WEBCLIP'];

function teamRow(row: Omit<TeamRowRecord, 'id'>) {
  return {
    username: row.username,
    nickname: row.nickname,
    kind: kindOf(row.type),
    balance: row.balanceCents / 100,
    joinedAt: row.createdAt,
    lastLoginAt: row.lastLoginAt,
    directCount: row.directCount,
  };
}

/** Usernames from the agent down to `account` (the agent alone when it is the agent). */
function pathTo(store: Store, agent: AccountRecord, account: AccountRecord): string[] {
  if (account.id === agent.id) return [agent.username];
  const below = store.team.chainBelow(agent.id, account.id).map((id) => store.accounts.findById(id)?.username ?? '');
  return [agent.username, ...below];
}

function registrationOf(details: Record<string, string>): DownlineRegistration | null {
  return REGISTRATIONS.find((method) => method === details.registerMethod) ?? null;
}

function sortOf(sortColumn: string | undefined): { sort: TeamSortColumn; direction: SortDirection } {
  const [column, direction] = (sortColumn ?? 'joined:desc').split(':');
  return {
    sort: TEAM_SORT_COLUMNS.find((candidate) => candidate === column) ?? 'joined',
    direction: direction === 'asc' ? 'asc' : 'desc',
  };
}

function teamListRoutes(routes: MemberRoutes, store: Store): void {
  // The platform's ODSFE2_getSubordinatev2 (docs/gateway-protocol.md#agent-centre): the agent's
  // direct downlines, or with parentName those of one downline of its team.
  routes.get(
    '/wps/relay/ODSFE2_getSubordinatev2',
    { schema: { querystring: teamQuerySchema, response: answersWith(teamPageSchema) } },
    async (request, reply) => {
      const agent = request.member.account;
      requireAgentMenu(store, 'DOWNMAN');
      const query = request.query;
      const parent = query.parentName === undefined ? agent : downlineNamed(store, agent.id, query.parentName);
      const page = Number(query.page ?? 1);
      const size = Number(query.size ?? DEFAULT_PAGE_SIZE);
      const { rows, total } = store.team.directPage(parent.id, {
        search: (query.subordinateName ?? '').trim(),
        ...sortOf(query.sortColumn),
        offset: (page - 1) * size,
        limit: size,
      });
      reply.header('cache-control', 'no-store');
      return ok({ list: rows.map(teamRow), total, totalPages: Math.ceil(total / size), path: pathTo(store, agent, parent) });
    },
  );

  routes.get(
    '/wps/agent/downline',
    { schema: { querystring: downlineQuerySchema, response: answersWith(downlineDetailsSchema) } },
    async (request, reply) => {
      const agent = request.member.account;
      requireAgentMenu(store, 'DOWNMAN');
      const account = downlineNamed(store, agent.id, request.query.username);
      const details: DownlineDetails = {
        ...teamRow({ ...account, directCount: store.accounts.directCount(account.id) }),
        registration: registrationOf(store.accounts.details(account.id)),
        rebates: store.rebates.of(account.id),
        path: pathTo(store, agent, account),
      };
      reply.header('cache-control', 'no-store');
      return ok(details);
    },
  );
}

/**
 * The agent centre's team calls (docs/product.md#agent-centre): the team list and a downline's
 * details (DOWNMAN), creating a downline (REGCEN) and its rebates (GAMSER).
 */
export async function agentTeamRoutes(app: GatewayApp, context: { config: GatewayConfig; store: Store; keyring: Keyring }): Promise<void> {
  const { store } = context;
  await agentRoutes(app, store, (routes) => {
    teamListRoutes(routes, store);
    rebateRoutes(routes, store);
    downlineRoutes(routes, context);
  });
}
