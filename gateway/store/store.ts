import { existsSync, renameSync } from 'node:fs';
import type { DatabaseSync } from 'node:sqlite';

import { seedBenchTeam } from './bench-team.ts';
import { inTransaction, openDatabase } from './database.ts';
import { type AccountsRepository, createAccountsRepository } from './repositories/accounts.ts';
import { type AffiliateLinksRepository, createAffiliateLinksRepository } from './repositories/affiliate-links.ts';
import { type AttemptsRepository, createAttemptsRepository } from './repositories/attempts.ts';
import { type CaptchasRepository, createCaptchasRepository } from './repositories/captchas.ts';
import { type CatalogRepository, createCatalogRepository } from './repositories/catalog.ts';
import { type ContentRepository, createContentRepository } from './repositories/content.ts';
import { type ContractOffersRepository, createContractOffersRepository } from './repositories/contract-offers.ts';
import { type ContractsRepository, createContractsRepository } from './repositories/contracts.ts';
import { type CountriesRepository, createCountriesRepository } from './repositories/countries.ts';
import { createDepositsRepository, type DepositsRepository } from './repositories/deposits.ts';
import { createFavouritesRepository, type FavouritesRepository } from './repositories/favourites.ts';
import { createFeedbackRepository, type FeedbackRepository } from './repositories/feedback.ts';
import { createFirebaseIdentitiesRepository, type FirebaseIdentitiesRepository } from './repositories/firebase-identities.ts';
import { createGeetestChallengesRepository, type GeetestChallengesRepository } from './repositories/geetest-challenges.ts';
import { createKycRepository, type KycRepository } from './repositories/kyc.ts';
import { createLedgerRepository, type LedgerRepository } from './repositories/ledger.ts';
import { createLoginFailuresRepository, type LoginFailuresRepository } from './repositories/login-failures.ts';
import { createLotteryFramesRepository, type LotteryFramesRepository } from './repositories/lottery-frames.ts';
import { createMailOutboxRepository, type MailOutboxRepository } from './repositories/mail-outbox.ts';
import { createMemberDevicesRepository, type MemberDevicesRepository } from './repositories/member-devices.ts';
import { createMessagesRepository, type MessagesRepository } from './repositories/messages.ts';
import { createPasswordResetsRepository, type PasswordResetsRepository } from './repositories/password-resets.ts';
import { createPersonalInfoRepository, type PersonalInfoRepository } from './repositories/personal-info.ts';
import { createPlayRepository, type PlayRepository } from './repositories/play.ts';
import { createPromotionsRepository, type PromotionsRepository } from './repositories/promotions.ts';
import { createRebatesRepository, type RebatesRepository } from './repositories/rebates.ts';
import { createSessionsRepository, type SessionsRepository } from './repositories/sessions.ts';
import { createSettingsRepository, type SettingsRepository } from './repositories/settings.ts';
import { createSmsCodesRepository, type SmsCodesRepository } from './repositories/sms-codes.ts';
import { createTeamRepository, type TeamRepository } from './repositories/team.ts';
import { createTeamReportsRepository, type TeamReportsRepository } from './repositories/team-reports.ts';
import { createVendorWalletsRepository, type VendorWalletsRepository } from './repositories/vendor-wallets.ts';
import { createVipRepository, type VipRepository } from './repositories/vip.ts';
import { createWithdrawalsRepository, type WithdrawalsRepository } from './repositories/withdrawals.ts';
import { prepareSchema, schemaVersion } from './schema.ts';
import { seedIfEmpty } from './seed.ts';

/** The gateway's persistence: one SQLite database behind typed repositories. */
export interface Store {
  /** Exposed for diagnostics and tests; request code goes through repositories. */
  db: DatabaseSync;
  settings: SettingsRepository;
  accounts: AccountsRepository;
  sessions: SessionsRepository;
  captchas: CaptchasRepository;
  firebaseIdentities: FirebaseIdentitiesRepository;
  geetestChallenges: GeetestChallengesRepository;
  loginFailures: LoginFailuresRepository;
  attempts: AttemptsRepository;
  memberDevices: MemberDevicesRepository;
  catalog: CatalogRepository;
  content: ContentRepository;
  countries: CountriesRepository;
  smsCodes: SmsCodesRepository;
  passwordResets: PasswordResetsRepository;
  mailOutbox: MailOutboxRepository;
  personalInfo: PersonalInfoRepository;
  contracts: ContractsRepository;
  favourites: FavouritesRepository;
  play: PlayRepository;
  lotteryFrames: LotteryFramesRepository;
  ledger: LedgerRepository;
  promotions: PromotionsRepository;
  deposits: DepositsRepository;
  withdrawals: WithdrawalsRepository;
  vendorWallets: VendorWalletsRepository;
  vip: VipRepository;
  rebates: RebatesRepository;
  affiliateLinks: AffiliateLinksRepository;
  contractOffers: ContractOffersRepository;
  team: TeamRepository;
  messages: MessagesRepository;
  feedback: FeedbackRepository;
  teamReports: TeamReportsRepository;
  kyc: KycRepository;
  /** True when this open filled an empty database with the demo seed. */
  seeded: boolean;
  transaction<T>(work: () => T): T;
  close(): void;
}

export interface StoreOptions {
  databaseFile: string;
  scryptCost: number;
  /** The benchmark's big team: `benchagent` with this many direct downlines, added once (bench-team.ts). */
  benchTeam?: number;
}

/**
 * A database of another schema version is moved aside, with its WAL files, as
 * `<file>.v<version>.bak`, and a new one opened in its place: the reference gateway holds demo
 * data, recreated rather than upgraded (gateway/README.md "Store").
 */
function openCurrentDatabase(file: string): DatabaseSync {
  const db = openDatabase(file);
  if (prepareSchema(db) !== 'stale') return db;
  const version = schemaVersion(db);
  db.close();
  for (const suffix of ['', '-wal', '-shm']) {
    if (existsSync(file + suffix)) renameSync(file + suffix, `${file}.v${version}.bak${suffix}`);
  }
  const fresh = openDatabase(file);
  prepareSchema(fresh);
  return fresh;
}

/** Opens the database (creating or replacing it, see `openCurrentDatabase`) and seeds it on first start. */
export async function openStore(options: StoreOptions): Promise<Store> {
  const db = openCurrentDatabase(options.databaseFile);
  try {
    const contracts = createContractsRepository(db);
    const repositories = {
      settings: createSettingsRepository(db),
      accounts: createAccountsRepository(db),
      sessions: createSessionsRepository(db),
      captchas: createCaptchasRepository(db),
      firebaseIdentities: createFirebaseIdentitiesRepository(db),
      geetestChallenges: createGeetestChallengesRepository(db),
      loginFailures: createLoginFailuresRepository(db),
      attempts: createAttemptsRepository(db),
      memberDevices: createMemberDevicesRepository(db),
      catalog: createCatalogRepository(db),
      content: createContentRepository(db),
      countries: createCountriesRepository(db),
      smsCodes: createSmsCodesRepository(db),
      passwordResets: createPasswordResetsRepository(db),
      mailOutbox: createMailOutboxRepository(db),
      personalInfo: createPersonalInfoRepository(db),
      contracts,
      favourites: createFavouritesRepository(db),
      play: createPlayRepository(db),
      lotteryFrames: createLotteryFramesRepository(db),
      ledger: createLedgerRepository(db),
      promotions: createPromotionsRepository(db),
      deposits: createDepositsRepository(db),
      withdrawals: createWithdrawalsRepository(db),
      vendorWallets: createVendorWalletsRepository(db),
      vip: createVipRepository(db),
      rebates: createRebatesRepository(db),
      affiliateLinks: createAffiliateLinksRepository(db),
      contractOffers: createContractOffersRepository(db, contracts),
      team: createTeamRepository(db),
      messages: createMessagesRepository(db),
      feedback: createFeedbackRepository(db),
      teamReports: createTeamReportsRepository(db),
      kyc: createKycRepository(db),
    };
    const seeded = await seedIfEmpty(db, repositories, { scryptCost: options.scryptCost });
    if (options.benchTeam) await seedBenchTeam(db, repositories, { size: options.benchTeam, scryptCost: options.scryptCost });
    let open = true;
    return {
      db,
      ...repositories,
      seeded,
      transaction: (work) => inTransaction(db, work),
      close() {
        if (!open) return;
        open = false;
        db.close();
      },
    };
  } catch (error) {
    db.close();
    throw error;
  }
}
