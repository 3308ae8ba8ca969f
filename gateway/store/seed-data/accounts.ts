import type { ContractKind, ContractTerms } from '../../../src/contract/agent.ts';

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
  /** `+63 9171234567` (lib/mobile.ts format), for SMS login and password recovery. */
  mobile: string | null;
  /** Invitation code of an agent, accepted by registration and /wps/affiliate/check. */
  affiliateCode: string | null;
  /** How long ago the password was set; 200 days makes PWDEXPFORCECHANGE3 force a change. */
  passwordAgeDays: number;
  note: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    id: 100001,
    username: 'demo',
    password: 'demo1234',
    nickname: 'Demo Player',
    type: 0,
    status: 'active',
    firstTimeLogin: false,
    balanceCents: 1_525_075,
    mobile: '+63 9171234567',
    affiliateCode: null,
    passwordAgeDays: 0,
    note: 'member with a balance, mobile +63 9171234567',
  },
  {
    id: 100002,
    username: 'newbie',
    password: 'newbie1234',
    nickname: '',
    type: 0,
    status: 'active',
    firstTimeLogin: true,
    balanceCents: 0,
    mobile: '+63 9170000001',
    affiliateCode: null,
    passwordAgeDays: 0,
    note: 'member on first login (forced password change), mobile +63 9170000001',
  },
  {
    id: 100003,
    username: 'agent',
    password: 'agent1234',
    nickname: 'Agent Smith',
    type: 2,
    status: 'active',
    firstTimeLogin: false,
    balanceCents: 480_000,
    mobile: null,
    affiliateCode: 'AGENT01',
    passwordAgeDays: 0,
    note: 'agent who can also play, code AGENT01, pending daily salary contract',
  },
  {
    id: 100004,
    username: 'agentonly',
    password: 'agent1234',
    nickname: 'Agent Only',
    type: 40,
    status: 'active',
    firstTimeLogin: false,
    balanceCents: 0,
    mobile: null,
    affiliateCode: 'AGENT40',
    passwordAgeDays: 0,
    note: 'agent-only, refused by member login, code AGENT40',
  },
  {
    id: 100005,
    username: 'trial01',
    password: 'trial1234',
    nickname: '',
    type: 4,
    status: 'active',
    firstTimeLogin: false,
    balanceCents: 200_000,
    mobile: null,
    affiliateCode: null,
    passwordAgeDays: 0,
    note: 'trial / free-play account',
  },
  {
    id: 100006,
    username: 'disabled1',
    password: 'demo1234',
    nickname: '',
    type: 0,
    status: 'disabled',
    firstTimeLogin: false,
    balanceCents: 10_000,
    mobile: null,
    affiliateCode: null,
    passwordAgeDays: 0,
    note: 'disabled member',
  },
  {
    id: 100007,
    username: 'expired',
    password: 'expired1234',
    nickname: '',
    type: 0,
    status: 'active',
    firstTimeLogin: false,
    balanceCents: 50_000,
    mobile: null,
    affiliateCode: null,
    passwordAgeDays: 200,
    note: 'password set 200 days ago: login answers passwordExpired',
  },
];

/** Pending contract requests (GET /wps/agent/contract/request) by username. */
export const DEMO_CONTRACT_REQUESTS: readonly { username: string; kind: ContractKind; period: string; terms: ContractTerms }[] = [
  {
    username: 'agent',
    kind: 'DAILY_SALARY',
    period: 'DAILY',
    // The team's valid bets of the day and its active members → the day's salary in pesos.
    terms: {
      basis: 'VALID_BET',
      reward: 'AMOUNT',
      tiers: [
        { threshold: 10_000, activeMembers: 3, value: 100 },
        { threshold: 50_000, activeMembers: 5, value: 600 },
        { threshold: 200_000, activeMembers: 10, value: 2_800 },
        { threshold: 1_000_000, activeMembers: 20, value: 15_000 },
      ],
    },
  },
];

/** VIP levels (`vip_levels`: 1 Bronze … 6 Royal) of demo accounts; the others have none. */
export const DEMO_VIP_LEVELS: Readonly<Record<string, number>> = { demo: 3, agent: 4, expired: 1 };
