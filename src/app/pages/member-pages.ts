import type { ComponentType } from 'react';

/**
 * The pages a player reaches by tapping from another page (the member centre's, money, records,
 * messages, contracts), by route. The shell reaches them through this one module, loaded with the
 * first of them, so that the first load carries one import for all of them instead of one each;
 * the pages a visit may start on (home, the lobbies, login, register, promotions) keep their own
 * in AppRoutes.tsx (docs/architecture.md#start-up).
 */
export type MemberPageId =
  | 'changePassword'
  | 'forget'
  | 'memberHome'
  | 'bettingRecord'
  | 'accountRecord'
  | 'profitAndLoss'
  | 'personalInfo'
  | 'verificationInfo'
  | 'identifyStatus'
  | 'walletTransfer'
  | 'securityCenter'
  | 'withdraw'
  | 'bankCards'
  | 'paymentPassword'
  | 'responsibleGaming'
  | 'voucherCenter'
  | 'inviteFriends'
  | 'message'
  | 'notice'
  | 'webEmail'
  | 'freeTrial'
  | 'salaryContract'
  | 'dividendContract'
  | 'hourContract';

export const MEMBER_PAGE_LOADERS: Record<MemberPageId, () => Promise<ComponentType>> = {
  changePassword: () => import('@/features/auth/components/ChangePasswordPage').then((module) => module.ChangePasswordPage),
  forget: () => import('@/features/auth/components/ForgetPage').then((module) => module.ForgetPage),
  memberHome: () => import('@/features/member/components/MemberHomePage').then((module) => module.MemberHomePage),
  bettingRecord: () => import('@/features/member/components/BettingRecordPage').then((module) => module.BettingRecordPage),
  accountRecord: () => import('@/features/member/components/AccountRecordPage').then((module) => module.AccountRecordPage),
  profitAndLoss: () => import('@/features/member/components/ProfitAndLossPage').then((module) => module.ProfitAndLossPage),
  personalInfo: () => import('./PersonalInfoRoutePage').then((module) => module.PersonalInfoRoutePage),
  verificationInfo: () => import('@/features/kyc/components/VerificationFormPage').then((module) => module.VerificationFormPage),
  identifyStatus: () => import('@/features/kyc/components/IdentifyStatusPage').then((module) => module.IdentifyStatusPage),
  walletTransfer: () => import('@/features/wallet-transfer/components/WalletTransferPage').then((module) => module.WalletTransferPage),
  securityCenter: () => import('@/features/member/components/SecurityCentrePage').then((module) => module.SecurityCentrePage),
  // The three money-out routes share one chunk (build/chunks.ts, group `withdraw`): they link to each other.
  withdraw: () => import('@/features/withdraw/components/WithdrawPage').then((module) => module.WithdrawPage),
  bankCards: () => import('@/features/withdraw/components/BankCardsPage').then((module) => module.BankCardsPage),
  paymentPassword: () => import('@/features/withdraw/components/PaymentPasswordPage').then((module) => module.PaymentPasswordPage),
  responsibleGaming: () => import('@/features/responsible/components/ResponsibleGamingPage').then((module) => module.ResponsibleGamingPage),
  voucherCenter: () => import('@/features/deposit/components/DepositPage').then((module) => module.DepositPage),
  inviteFriends: () => import('@/features/promotions/components/InviteFriendsPage').then((module) => module.InviteFriendsPage),
  message: () => import('@/features/messages/components/MessageCentrePage').then((module) => module.MessageCentrePage),
  notice: () => import('@/features/messages/components/NoticePage').then((module) => module.NoticePage),
  webEmail: () => import('@/features/messages/components/InboxPage').then((module) => module.InboxPage),
  freeTrial: () => import('@/features/auth/components/TrialPage').then((module) => module.TrialPage),
  salaryContract: () => import('@/features/agent/components/ContractPage').then((module) => module.SalaryContractPage),
  dividendContract: () => import('@/features/agent/components/ContractPage').then((module) => module.DividendContractPage),
  hourContract: () => import('@/features/agent/components/ContractPage').then((module) => module.HourContractPage),
};
