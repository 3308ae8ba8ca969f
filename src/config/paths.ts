// With its extension: Node loads this file for the gateway and the build.
import { HOME_PATH, HOME_PATH_ALIASES } from './home-paths.ts';

/**
 * The agent side's pages (docs/product.md#agent-centre), the platform's addresses where it has
 * them: the shell gives them one row, and app/pages/agent-pages.tsx one page module, which picks
 * the page by address.
 */
export const AGENT_SIDE_PATHS = {
  /** The agent side's home, the agent centre. */
  agentCentre: '/m/agent',
  /** Invitation links and who registered through one (docs/product.md#agent-centre; the platform's addresses). */
  linkManage: '/m/linkManage',
  linkDetail: '/m/linkDetail',
  /** The contracts an agent holds and offers, one screen per kind (docs/product.md#agent-contracts). */
  agentDailySalary: '/m/member/agent/dailySalary',
  agentDividend: '/m/member/agent/agentDivident',
  agentHourSalary: '/m/member/agent/hourSalary',
  /** Agent announcements (the platform's is /m/member/notice?types=A). */
  agentNotice: '/m/agent/notice',
  /** The agent's team (docs/product.md#team); `?parent=` lists a downline's own team. */
  team: '/m/member/team',
  /** One downline of the team, `?username=`. */
  downline: '/m/agent/downline',
  /** Creating a downline account ("Open account"). */
  createDownline: '/m/agentRegister',
  /** A downline's rebates, `?username=`; `agentRebeat` is the platform's own spelling. */
  editRebates: '/m/member/agent/agentRebeat',
  /** The agent centre's overview and team reports (docs/product.md#agent-centre), at the platform's addresses. */
  teamOverview: '/m/agent/team/overview',
  teamPnl: '/m/agent/team/pnl',
  teamBetting: '/m/teamBetting',
  /** The platform's `/m/transaction/record?types=A` is the member's account record here. */
  teamTransactions: '/m/agent/team/transactions',
  invitationIncome: '/m/member/income',
  rebateIncome: '/m/member/teamRebate',
} as const;

/** Every app route, once (docs/product.md#route-table). */
export const PATHS = {
  home: HOME_PATH,
  homeAliases: HOME_PATH_ALIASES,
  login: '/m/login',
  register: '/m/register',
  registerHtml: '/m/register.html',
  changePassword: '/m/changePsw',
  message: '/m/message',
  notice: '/m/notice',
  webEmail: '/m/webEmail',
  forget: '/m/forget',
  activity: '/m/activity',
  gameCenter: '/m/gameCenter',
  slotsCenter: '/m/slotsCenter',
  gameList: '/m/gameList',
  lottery: '/m/lottery',
  /** The whole winner board, behind home's ticker (docs/product.md#latest-winners). */
  winners: '/m/winners',
  /** The platform's own address of each page first; the app's earlier ones stay as aliases. */
  app: '/m/appDownload',
  appAliases: ['/m/app'],
  memberHome: '/m/member/home',
  bettingRecord: '/m/gameRecord',
  bettingRecordAliases: ['/m/member/bettingRecord'],
  accountRecord: '/m/transaction/record',
  accountRecordAliases: ['/m/member/accountRecord'],
  /** The member's own profit and loss, at the platform's address (docs/product.md#profit-and-loss). */
  profitAndLoss: '/m/profitandloss',
  personalInfo: '/m/member/personalInfo',
  securityCenter: '/m/securityCenter',
  securityCenterAliases: ['/m/member/security'],
  walletTransfer: '/m/wallet',
  walletTransferAliases: ['/m/member/transfer'],
  /** Withdraw and the payment password are not in docs/product.md#route-table (docs/product.md#withdraw). */
  withdraw: '/m/withdraw',
  bankCards: '/m/myBankCards',
  bankCardsAliases: ['/m/bankCards'],
  paymentPassword: '/m/paymentPassword',
  /** Player protection (docs/product.md#responsible-gaming): limits, reality check, break, self-exclusion. */
  responsibleGaming: '/m/responsibleGaming',
  /** Identity verification, at the platform's addresses (docs/product.md#identity-verification). */
  verificationInfo: '/m/verificationInfoPage',
  identifyStatus: '/m/identifyStatus',
  voucherCenter: '/m/voucherCenter',
  rewardCenter: '/m/rewardCenter',
  inviteFriends: '/m/inviteFriends',
  startLottery: '/m/startLottery',
  /** The free trial; `trail` is the platform's own spelling of its address. */
  freeTrial: '/m/trail',
  game: '/m/game',
  launchGame: '/m/launchGame',
  lottoFrame: '/m/lotto-h5/:mui/:playType/games/:gameId',
  /** The agency login (docs/product.md#agent-login). */
  agentLogin: '/m/agent/login',
  /** The contracts an upline offered this account (docs/product.md#agent-contracts). */
  salaryContract: '/m/member/agent/getSalaryContract',
  dividendContract: '/m/member/agent/getDevidendContract',
  hourContract: '/m/member/agent/getHourContract',
  ...AGENT_SIDE_PATHS,
} as const;

/**
 * The query parameter a link sets to open a route in another of its modes; the route table gives
 * such a mode its own title.
 */
export const ROUTE_MODE_PARAM = 'mode';

/** docs/product.md#password-change names /m/changePsw for the first or expired password; a member may also choose to change it. */
export const PASSWORD_CHANGE_BY_CHOICE = `${PATHS.changePassword}?${ROUTE_MODE_PARAM}=change`;
