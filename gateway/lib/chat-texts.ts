import type { PageLanguage } from './page-texts.ts';

/**
 * The live chat page's words in EN and TY (the same language rule as page-texts.ts: the app's
 * language arrives as `language` in the page URL). The service desk's automatic reply is stored
 * in the language the member was chatting in.
 */
export interface ChatTexts {
  defaultTitle: string;
  intro: string;
  empty: string;
  you: string;
  serviceDesk: string;
  messageLabel: string;
  messageHint(max: number): string;
  refused(max: number): string;
  send: string;
  back: string;
  autoReply: string;
  /** `12 Jun, 14:05` style stamp, UTC+8 (the operator's clock). */
  sentAt(time: string): string;
}

export const CHAT_TEXTS: Record<PageLanguage, ChatTexts> = {
  en: {
    defaultTitle: 'Live chat',
    intro: 'Chat with our service desk. We answer every message, usually within a few minutes.',
    empty: 'No messages yet. Write the first one below.',
    you: 'You',
    serviceDesk: 'Service desk',
    messageLabel: 'Your message',
    messageHint: (max) => `Up to ${max} characters.`,
    refused: (max) => `Write a message of up to ${max} characters.`,
    send: 'Send',
    back: 'Back',
    autoReply: 'Thank you for your message. An agent from the service desk will reply here shortly.',
    sentAt: (time) => `Sent ${time}`,
  },
  ty: {
    defaultTitle: 'Live chat',
    intro: 'Makipag-chat sa aming service desk. Sinasagot namin ang bawat mensahe, kadalasan sa loob ng ilang minuto.',
    empty: 'Wala pang mensahe. Isulat ang una sa ibaba.',
    you: 'Ikaw',
    serviceDesk: 'Service desk',
    messageLabel: 'Iyong mensahe',
    messageHint: (max) => `Hanggang ${max} na character.`,
    refused: (max) => `Isulat ang mensahe, hanggang ${max} na character.`,
    send: 'Ipadala',
    back: 'Bumalik',
    autoReply: 'Salamat sa iyong mensahe. Sasagot dito ang isang ahente ng service desk sa lalong madaling panahon.',
    sentAt: (time) => `Ipinadala ${time}`,
  },
};
