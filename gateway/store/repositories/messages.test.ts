import { describe, expect, it } from 'vitest';

import { hashToken } from '../../lib/tokens.ts';
import { schemaDatabase } from '../../test-support/database.ts';
import { createFeedbackRepository } from './feedback.ts';
import { createMessagesRepository } from './messages.ts';

function database() {
  return schemaDatabase([
    { id: 1, username: 'demo' },
    { id: 2, username: 'agent' },
  ]);
}

describe('inbox messages', () => {
  it('pages newest first, counts unread and keeps the first read time', () => {
    const messages = createMessagesRepository(database());
    for (let index = 1; index <= 5; index += 1) messages.sendInbox({ accountId: 1, title: `t${index}`, content: 'c', createdAt: index });
    messages.sendInbox({ accountId: 2, title: 'other', content: 'c', createdAt: 9 });
    const first = messages.inboxPage(1, 1, 2, 'EN');
    expect(first.total).toBe(5);
    expect(first.messages.map((message) => message.title)).toEqual(['t5', 't4']);
    expect(messages.inboxPage(1, 3, 2, 'EN').messages.map((message) => message.title)).toEqual(['t1']);
    expect(messages.unreadInbox(1)).toBe(5);
    const target = first.messages[0]!;
    messages.markInboxRead(1, target.id, 100);
    messages.markInboxRead(1, target.id, 200);
    expect(messages.inboxMessage(1, target.id)?.readAt).toBe(100);
    expect(messages.unreadInbox(1)).toBe(4);
    // Another member's id is not found and cannot be marked.
    expect(messages.inboxMessage(2, target.id)).toBeUndefined();
    const others = messages.inboxPage(2, 1, 10, 'EN').messages[0]!;
    messages.markInboxRead(1, others.id, 300);
    expect(messages.unreadInbox(2)).toBe(1);
  });
});

describe('inbox texts', () => {
  it('reads a message in the asked language where it has one, else in English', () => {
    const messages = createMessagesRepository(database());
    messages.sendInbox({ accountId: 1, title: 'Plain', content: 'English only', createdAt: 1 });
    messages.sendInbox(
      { accountId: 1, title: 'Hello', content: 'Welcome', createdAt: 2 },
      { TY: { title: 'Kumusta', content: 'Maligayang pagdating' } },
    );
    const titles = (language: string) => messages.inboxPage(1, 1, 10, language).messages.map((message) => [message.title, message.content]);
    expect(titles('TY')).toEqual([
      ['Kumusta', 'Maligayang pagdating'],
      ['Plain', 'English only'],
    ]);
    expect(titles('EN')).toEqual([
      ['Hello', 'Welcome'],
      ['Plain', 'English only'],
    ]);
    expect(titles('VI')).toEqual(titles('EN'));
  });

  it('stores neither the message nor its texts when one text is refused', () => {
    const db = database();
    const messages = createMessagesRepository(db);
    const broken = { TY: { title: 'Kumusta', content: null as unknown as string } };
    expect(() => messages.sendInbox({ accountId: 1, title: 'Hello', content: 'Welcome', createdAt: 1 }, broken)).toThrow();
    expect(messages.inboxPage(1, 1, 10, 'EN').total).toBe(0);
    expect(db.prepare('SELECT COUNT(*) AS total FROM inbox_message_texts').get()?.total).toBe(0);
  });
});

describe('chat messages', () => {
  it('keeps the latest lines in reading order and counts unseen service lines only', () => {
    const messages = createMessagesRepository(database());
    for (let index = 1; index <= 4; index += 1) {
      messages.addChat({ accountId: 1, author: index % 2 ? 'member' : 'service', body: `line ${index}`, createdAt: index });
    }
    expect(messages.chatHistory(1, 3).map((line) => line.body)).toEqual(['line 2', 'line 3', 'line 4']);
    expect(messages.unseenChat(1)).toBe(2);
    expect(messages.unseenChat(2)).toBe(0);
    messages.markChatSeen(1, 50);
    expect(messages.unseenChat(1)).toBe(0);
    expect(
      messages
        .chatHistory(1, 10)
        .filter((line) => line.author === 'service')
        .every((line) => line.seenAt === 50),
    ).toBe(true);
    expect(() => messages.addChat({ accountId: 1, author: 'robot' as 'member', body: 'x', createdAt: 1 })).toThrow();
  });

  it('opens a chat page once per ticket, while the ticket lives, and finds it by its key while the key and the session live', () => {
    const db = database();
    const messages = createMessagesRepository(db);
    const sessionToken = 's'.repeat(64);
    db.prepare("INSERT INTO sessions (token_hash, account_id, merchant_code, created_at, expires_at) VALUES (?, 1, 'm', 0, 99999)").run(
      hashToken(sessionToken),
    );
    const ticket = 't'.repeat(64);
    const key = 'k'.repeat(64);
    const newTicket = (value: string) =>
      messages.createChatTicket({
        ticket: value,
        sessionToken,
        accountId: 1,
        backUrl: '/m/message',
        headerColor: '#000000',
        title: '',
        now: 0,
        expiresAt: 1000,
      });
    newTicket(ticket);
    const open = (value: string, pageId: string, now = 10) =>
      messages.openChatPage({ ticket: value, pageId, key, now, keyExpiresAt: 5000 });
    expect(open('u'.repeat(64), 'p1')).toBeUndefined();
    expect(open(ticket, 'p1')).toMatchObject({ accountId: 1, backUrl: '/m/message', expiresAt: 5000 });
    // Single use: the same ticket opens nothing more, and the first page keeps its key.
    expect(open(ticket, 'p2')).toBeUndefined();
    expect(messages.findLiveChatPage('p1', key, 4000)).toMatchObject({ accountId: 1 });
    expect(messages.findLiveChatPage('p1', 'w'.repeat(64), 10)).toBeUndefined();
    expect(messages.findLiveChatPage('p2', key, 10)).toBeUndefined();
    expect(messages.findLiveChatPage('p1', key, 5000)).toBeUndefined();
    // A ticket past its expiry opens nothing.
    newTicket('v'.repeat(64));
    expect(open('v'.repeat(64), 'p3', 1000)).toBeUndefined();
    // Only hashes are stored.
    expect(db.prepare('SELECT COUNT(*) AS n FROM chat_tickets WHERE ticket_hash = ? OR key_hash = ?').get(ticket, key)?.n).toBe(0);
    db.prepare('UPDATE sessions SET revoked_at = 5').run();
    expect(messages.findLiveChatPage('p1', key, 10)).toBeUndefined();
  });

  it('deletes expired chat tickets when it stores a new one', () => {
    const db = database();
    const messages = createMessagesRepository(db);
    const ticketOf = (letter: string, expiresAt: number) => ({
      ticket: letter.repeat(64),
      sessionToken: 's'.repeat(64),
      accountId: 1,
      backUrl: '/m/message',
      headerColor: '#000000',
      title: '',
      now: 0,
      expiresAt,
    });
    messages.createChatTicket(ticketOf('a', 100));
    messages.createChatTicket(ticketOf('b', 200));
    messages.createChatTicket(ticketOf('c', 300));
    const stored = () =>
      db
        .prepare('SELECT expires_at FROM chat_tickets ORDER BY expires_at')
        .all()
        .map((row) => Number(row.expires_at));
    expect(stored()).toEqual([100, 200, 300]);
    // At 200 the first two have expired (a ticket is live while expires_at > now).
    messages.createChatTicket({ ...ticketOf('d', 5000), now: 200 });
    expect(stored()).toEqual([300, 5000]);
  });
});

describe('feedback', () => {
  it('stores suggestions newest first per account and refuses other types', () => {
    const db = database();
    const feedback = createFeedbackRepository(db);
    feedback.insert({ accountId: 1, sender: 'demo', content: 'first suggestion', type: 0, createdAt: 1 });
    feedback.insert({ accountId: 1, sender: 'demo', content: 'second suggestion', type: 0, createdAt: 2 });
    expect(feedback.ofAccount(1).map((entry) => entry.content)).toEqual(['second suggestion', 'first suggestion']);
    expect(feedback.ofAccount(2)).toEqual([]);
    expect(() => feedback.insert({ accountId: 1, sender: 'demo', content: 'x', type: 1 as 0, createdAt: 3 })).toThrow();
  });
});
