/**
 * Every RTK Query tag type: what a cached answer feeds. Declared once, apart from the API itself,
 * so the worker's endpoint table (cached-endpoints.ts) can name them without loading RTK Query.
 */
export const GATEWAY_TAGS = [
  'SystemStatus',
  'Settings',
  'Member',
  'Wallet',
  'Vendors',
  'Games',
  'Winners',
  'Favourites',
  'Announcements',
  'Messages',
  'Records',
  'Contracts',
  'Promotions',
  'Deposits',
  'AgentTeam',
  'AgentReports',
  'Responsible',
  'Kyc',
] as const;

export type GatewayTag = (typeof GATEWAY_TAGS)[number];
