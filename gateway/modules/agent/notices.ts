import type { AgentAnnouncement, AgentAnnouncements } from '../../../src/contract/agent-links.ts';
import type { MemberRoutes } from '../../http/auth.ts';
import {
  answersWith,
  booleanSchema,
  idProperty,
  languageOnlyQuerySchema,
  numberSchema,
  schemaFor,
  stringSchema,
} from '../../http/schemas.ts';
import { ok } from '../../lib/envelope.ts';
import { GatewayError } from '../../lib/errors.ts';
import type { Store } from '../../store/store.ts';
import { requestLanguage } from '../content.ts';
import { requireAgentMenu } from './menu.ts';

const DEFAULT_LANGUAGE = 'EN';

const announcementSchema = schemaFor<AgentAnnouncement>()({
  type: 'object',
  required: ['id', 'title', 'content', 'read', 'createdAt'],
  additionalProperties: false,
  properties: { id: numberSchema, title: stringSchema, content: stringSchema, read: booleanSchema, createdAt: numberSchema },
});

const announcementsSchema = schemaFor<AgentAnnouncements>()({
  type: 'object',
  required: ['agent'],
  additionalProperties: false,
  properties: { agent: { type: 'array', items: announcementSchema } },
});

const readBodySchema = {
  type: 'object',
  required: ['announcementId'],
  additionalProperties: false,
  properties: { announcementId: idProperty, read: booleanSchema },
} as const;

/** The agent announcements (content type A) in the language asked for, English where one has none, newest first. */
function agentAnnouncements(store: Store, language: string, accountId: number): AgentAnnouncement[] {
  const texts =
    language === DEFAULT_LANGUAGE ? new Map<number, { title: string; content: string }>() : store.content.announcementTexts(language);
  const read = store.content.readAnnouncementIds(accountId);
  return store.content
    .announcements()
    .filter((announcement) => announcement.type === 'A')
    .map((announcement) => {
      const text = texts.get(announcement.id) ?? announcement;
      return {
        id: announcement.id,
        title: text.title,
        content: text.content,
        read: read.has(announcement.id),
        createdAt: announcement.publishedAt,
      };
    })
    .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
}

/**
 * Agent announcements (item NOTICE; the platform's `MCSFE_getListAnnouncements` with `types` A,
 * answered as its `value.agent`, and `MCSFE_markAnnouncementAsRead`): agent sessions only, as the
 * member side's announcements never list type A.
 */
export function registerNoticeRoutes(routes: MemberRoutes, store: Store): void {
  routes.get(
    '/wps/agent/announcements',
    { schema: { querystring: languageOnlyQuerySchema, response: answersWith(announcementsSchema) } },
    async (request, reply) => {
      requireAgentMenu(store, 'NOTICE');
      const language = requestLanguage(request, request.query.language);
      reply.header('cache-control', 'no-store');
      return ok({ agent: agentAnnouncements(store, language, request.member.account.id) });
    },
  );

  routes.post(
    '/wps/agent/announcements/read',
    { schema: { body: readBodySchema, response: answersWith(booleanSchema) } },
    async (request, reply) => {
      requireAgentMenu(store, 'NOTICE');
      const { account } = request.member;
      const id = request.body.announcementId;
      if (store.content.announcement(id)?.type !== 'A') throw new GatewayError('announcement.not.found');
      if (request.body.read === false) store.content.markAnnouncementUnread(account.id, id);
      else store.content.markAnnouncementRead(account.id, id, Date.now());
      reply.header('cache-control', 'no-store');
      return ok(true);
    },
  );
}
