/**
 * Demo accounts, one of each kind the app must handle. Passwords are listed here because this is
 * demo data printed at start-up; they are stored only as scrypt hashes.
 */
export interface DemoAccount {
  id: number;
  username: string;
  password: string;
  nickname: string;
  type: number;
  status: 'active' | 'disabled';
  firstTimeLogin: boolean;
  balanceCents: number;
  note: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { id: 100001, username: 'demo', password: 'demo1234', nickname: 'Demo Player', type: 0, status: 'active', firstTimeLogin: false, balanceCents: 1_525_075, note: 'member with a balance' },
  { id: 100002, username: 'newbie', password: 'newbie1234', nickname: '', type: 0, status: 'active', firstTimeLogin: true, balanceCents: 0, note: 'member on first login (forced password change)' },
  { id: 100003, username: 'agent', password: 'agent1234', nickname: 'Agent Smith', type: 2, status: 'active', firstTimeLogin: false, balanceCents: 480_000, note: 'agent who can also play' },
  { id: 100004, username: 'agentonly', password: 'agent1234', nickname: 'Agent Only', type: 40, status: 'active', firstTimeLogin: false, balanceCents: 0, note: 'agent-only, refused by member login' },
  { id: 100005, username: 'trial01', password: 'trial1234', nickname: '', type: 4, status: 'active', firstTimeLogin: false, balanceCents: 200_000, note: 'trial / free-play account' },
  { id: 100006, username: 'disabled1', password: 'demo1234', nickname: '', type: 0, status: 'disabled', firstTimeLogin: false, balanceCents: 10_000, note: 'disabled member' },
];
