/**
 * Demo inbox messages and chat lines, so the inbox, the chat page and the unread badges have
 * something to show on a fresh gateway. Newest last; `read` ones arrive already opened.
 */
export interface DemoInboxMessage {
  username: string;
  title: string;
  content: string;
  hoursAgo: number;
  read: boolean;
  tagalog: { title: string; content: string };
}

export const DEMO_INBOX_MESSAGES: readonly DemoInboxMessage[] = [
  {
    username: 'demo',
    title: 'Welcome to Lobby',
    content: 'Thank you for joining. Your account is ready: make a first deposit from the Deposit tab to start playing.',
    hoursAgo: 72,
    read: true,
    tagalog: {
      title: 'Maligayang pagdating sa Lobby',
      content: 'Salamat sa pagsali. Handa na ang iyong account: magdeposito muna mula sa tab na Magdeposito para makapagsimulang maglaro.',
    },
  },
  {
    username: 'demo',
    title: 'Your weekly rebate',
    content: 'Your rebate for last week has been credited to your wallet. Check the account record for the details.',
    hoursAgo: 26,
    read: false,
    tagalog: {
      title: 'Ang iyong lingguhang rebate',
      content: 'Naipasok na sa iyong wallet ang rebate mo para sa nakaraang linggo. Tingnan ang talaan ng account para sa mga detalye.',
    },
  },
  {
    username: 'demo',
    title: 'Security reminder',
    content: 'We will never ask for your password. If someone does, contact customer service from the message centre.',
    hoursAgo: 3,
    read: false,
    tagalog: {
      title: 'Paalala sa seguridad',
      content:
        'Hindi namin kailanman hihingin ang iyong password. Kung may humingi nito, makipag-ugnayan sa customer service mula sa sentro ng mensahe.',
    },
  },
  {
    username: 'agent',
    title: 'Agent programme update',
    content: 'New commission tiers apply from next month. Open the agency centre to review your downline figures.',
    hoursAgo: 10,
    read: false,
    tagalog: {
      title: 'Balita sa programa ng ahente',
      content:
        'May mga bagong antas ng komisyon simula sa susunod na buwan. Buksan ang sentro ng ahensya para suriin ang mga numero ng iyong downline.',
    },
  },
];

/** The service desk's greeting, unseen until the member opens the chat. */
export const DEMO_CHAT_GREETINGS: readonly { username: string; body: string; hoursAgo: number }[] = [
  { username: 'demo', body: 'Hello! This is the service desk. How can we help you today?', hoursAgo: 2 },
];
