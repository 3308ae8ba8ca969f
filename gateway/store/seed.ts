import type { DatabaseSync } from 'node:sqlite';

import { hashPassword } from '../lib/passwords.ts';
import { createPrng, type Prng } from '../lib/prng.ts';
import { inTransaction } from './database.ts';
import type { AccountsRepository } from './repositories/accounts.ts';
import type { AffiliateLinksRepository } from './repositories/affiliate-links.ts';
import type { CatalogRepository, GameRecord } from './repositories/catalog.ts';
import type { ContentRepository } from './repositories/content.ts';
import type { ContractOffersRepository } from './repositories/contract-offers.ts';
import type { ContractsRepository } from './repositories/contracts.ts';
import type { CountriesRepository } from './repositories/countries.ts';
import type { LedgerRepository } from './repositories/ledger.ts';
import type { MessagesRepository } from './repositories/messages.ts';
import type { RebatesRepository } from './repositories/rebates.ts';
import type { SettingsRepository } from './repositories/settings.ts';
import type { TeamReportsRepository } from './repositories/team-reports.ts';
import type { VipRepository } from './repositories/vip.ts';
import { DEMO_ACCOUNTS, DEMO_CONTRACT_REQUESTS, DEMO_VIP_LEVELS } from './seed-data/accounts.ts';
import { seedAgentLinks } from './seed-data/agent-links.ts';
import {
  CATEGORY_SEED,
  type CategoryCode,
  gameArtwork,
  lottoGameCode,
  SLOT_ADJECTIVES,
  SLOT_NOUNS,
  VENDOR_SEED,
} from './seed-data/catalog.ts';
import { ANNOUNCEMENT_SEED, BANNER_SEED, maskName, WINNER_NAMES } from './seed-data/content.ts';
import { COUNTRY_SEED } from './seed-data/countries.ts';
import { demoPlay } from './seed-data/member-play.ts';
import { DEMO_CHAT_GREETINGS, DEMO_INBOX_MESSAGES } from './seed-data/messages.ts';
import { DEPOSIT_BONUS_SEED, DEPOSIT_CHANNEL_SEED, PROMOTION_SEED } from './seed-data/promotions.ts';
import { DEMO_AGENT_REBATES, DEMO_REBATE_LIMITS, demoTeam, TEAM_PASSWORD } from './seed-data/team.ts';
import { type ActivityMember, teamActivity } from './seed-data/team-activity.ts';
import { SETTING_DEFINITIONS, SETTING_KEYS } from './settings-catalog.ts';

/** Same seed, same demo: games, flags and winners are identical on every machine. */
const SEED = 20250611;
const SEED_MARKER = 'seeded_at';
const FIRST_GAME_ID = 1001;
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** Categories where the app offers the free-trial overlay (supportPlay 0) and hot lists. */
const PLAYABLE: ReadonlySet<CategoryCode> = new Set(['RNG', 'FISH', 'BGS', 'BINGO']);

export interface SeedRepositories {
  settings: SettingsRepository;
  accounts: AccountsRepository;
  catalog: CatalogRepository;
  content: ContentRepository;
  countries: CountriesRepository;
  contracts: ContractsRepository;
  ledger: LedgerRepository;
  vip: VipRepository;
  messages: MessagesRepository;
  rebates: RebatesRepository;
  affiliateLinks: AffiliateLinksRepository;
  contractOffers: ContractOffersRepository;
  teamReports: TeamReportsRepository;
}

function seedMessages(repositories: SeedRepositories, now: number): void {
  const accountId = (username: string) => {
    const account = repositories.accounts.findByUsername(username);
    if (!account) throw new Error(`Unknown demo account ${username}`);
    return account.id;
  };
  for (const message of DEMO_INBOX_MESSAGES) {
    const createdAt = now - message.hoursAgo * HOUR_MS;
    const sent = repositories.messages.sendInbox(
      { accountId: accountId(message.username), title: message.title, content: message.content, createdAt },
      { TY: message.tagalog },
    );
    if (message.read) repositories.messages.markInboxRead(sent.accountId, sent.id, createdAt);
  }
  for (const greeting of DEMO_CHAT_GREETINGS) {
    repositories.messages.addChat({
      accountId: accountId(greeting.username),
      author: 'service',
      body: greeting.body,
      createdAt: now - greeting.hoursAgo * HOUR_MS,
    });
  }
}

/** The demo agents' downlines (seed-data/team.ts), each with its opening balance in the ledger. */
/** Days since the demo team last set its password: well inside the operator's default limit. */
const TEAM_PASSWORD_AGE_DAYS = 7;

function seedTeams(repositories: SeedRepositories, passwordHash: string, currency: string, now: number): void {
  DEMO_REBATE_LIMITS.forEach((limit, index) => repositories.rebates.setLimit(limit, index + 1));
  for (const [username, rebates] of Object.entries(DEMO_AGENT_REBATES)) {
    const agent = repositories.accounts.findByUsername(username);
    if (!agent) throw new Error(`Unknown demo agent ${username}`);
    repositories.rebates.set(agent.id, rebates, now);
  }
  for (const member of demoTeam()) {
    const upline = repositories.accounts.findByUsername(member.upline);
    if (!upline) throw new Error(`Unknown upline ${member.upline}`);
    const createdAt = now - member.joinedDaysAgo * DAY_MS;
    const account = repositories.accounts.create({
      username: member.username,
      passwordHash,
      nickname: member.nickname,
      type: member.type,
      currency,
      balanceCents: member.balanceCents,
      createdAt,
      // The demo team's password was set lately, so each logs in with TEAM_PASSWORD without the
      // forced change an older one would bring (gateway/README.md, "Demo accounts").
      passwordChangedAt: now - Math.min(member.joinedDaysAgo, TEAM_PASSWORD_AGE_DAYS) * DAY_MS,
      affiliateId: upline.id,
    });
    if (member.lastLoginDaysAgo !== null) repositories.accounts.recordLogin(account.id, now - member.lastLoginDaysAgo * DAY_MS);
    repositories.rebates.set(account.id, member.rebates, createdAt);
    if (member.balanceCents > 0) {
      repositories.ledger.record({
        accountId: account.id,
        kind: 'adjustment',
        amountCents: member.balanceCents,
        balanceAfterCents: member.balanceCents,
        reference: 'opening-balance',
        createdAt,
      });
    }
  }
}

/**
 * The demo teams' 90 days of activity and their agents' income (seed-data/team-activity.ts), for
 * the agent centre's overview and reports.
 */
function seedTeamActivity(repositories: SeedRepositories, games: readonly GameRecord[], now: number): void {
  const members = demoTeam().map((member): ActivityMember => {
    const account = repositories.accounts.findByUsername(member.username);
    if (!account?.affiliateId) throw new Error(`Unknown team member ${member.username}`);
    return {
      id: account.id,
      username: account.username,
      type: account.type,
      uplineId: account.affiliateId,
      joinedDaysAgo: member.joinedDaysAgo,
      lastLoginDaysAgo: member.lastLoginDaysAgo,
    };
  });
  repositories.teamReports.insertActivity(teamActivity(members, games, now));
}

/**
 * The demo member's 90 days of real-money rounds (seed-data/member-play.ts), each session on an
 * expired launch ticket, for its betting record and profit and loss. The balance after each round
 * leads to today's; the wallet's ledger starts at the opening balance, so the account record and
 * the responsible-gaming limits count only what is played from then on (gateway/README.md "Demo
 * accounts").
 */
function seedDemoPlay(db: DatabaseSync, repositories: SeedRepositories, games: readonly GameRecord[], now: number): void {
  const demo = repositories.accounts.findByUsername('demo');
  if (!demo) throw new Error('Unknown demo account demo');
  const sessions = demoPlay(games, now);
  const insertTicket = db.prepare(
    'INSERT INTO launch_tickets (ticket_hash, session_hash, account_id, game_id, free_play, fun_balance_cents, back_url, created_at, expires_at) ' +
      "VALUES (?, 'seeded', ?, ?, 0, NULL, '/m/home', ?, ?) RETURNING id",
  );
  const insertRound = db.prepare(
    'INSERT INTO game_rounds (ticket_id, account_id, game_id, free_play, bet_cents, win_cents, balance_after_cents, created_at) VALUES (?, ?, ?, 0, ?, ?, ?, ?)',
  );
  const rounds = sessions
    .flatMap((session, index) => {
      const ticket = insertTicket.get(`seeded-play-${index + 1}`, demo.id, session.gameId, session.startedAt, session.startedAt + 60_000);
      return session.rounds.map((round) => ({ ...round, ticketId: Number(ticket?.id), gameId: session.gameId }));
    })
    .sort((a, b) => a.createdAt - b.createdAt);
  // Walked back from today's balance: each round's balance after is today's less what came after it.
  let balance = demo.balanceCents;
  const after = rounds.map(() => 0);
  for (let index = rounds.length - 1; index >= 0; index -= 1) {
    after[index] = Math.max(0, balance);
    const round = rounds[index]!;
    balance -= round.winCents - round.betCents;
  }
  rounds.forEach((round, index) =>
    insertRound.run(round.ticketId, demo.id, round.gameId, round.betCents, round.winCents, after[index]!, round.createdAt),
  );
}

function isSeeded(db: DatabaseSync): boolean {
  return db.prepare('SELECT 1 FROM meta WHERE key = ?').get(SEED_MARKER) !== undefined;
}

function slotNames(prng: Prng, count: number, used: Set<string>): string[] {
  const names: string[] = [];
  while (names.length < count) {
    const name = `${prng.pick(SLOT_ADJECTIVES)} ${prng.pick(SLOT_NOUNS)}`;
    if (used.has(name)) continue;
    used.add(name);
    names.push(name);
  }
  return names;
}

function seedCatalog(prng: Prng, catalog: CatalogRepository): GameRecord[] {
  const categories = new Map(CATEGORY_SEED.map((category) => [category.code, category]));
  CATEGORY_SEED.forEach((category, index) =>
    catalog.insertCategory({ code: category.code, name: category.name, lane: category.lane, sort: index + 1 }),
  );
  const usedSlotNames = new Set<string>();
  const games: GameRecord[] = [];
  let id = FIRST_GAME_ID;
  VENDOR_SEED.forEach((vendor, vendorIndex) => {
    catalog.insertVendor({
      code: vendor.code,
      displayName: vendor.displayName,
      accountTypeName: vendor.accountTypeName,
      sort: vendorIndex + 1,
    });
    for (const offer of vendor.offers) {
      const category = categories.get(offer.category);
      if (!category) throw new Error(`Unknown category ${offer.category}`);
      const names = offer.names ?? slotNames(prng, offer.generated ?? 0, usedSlotNames);
      names.forEach((name, index) => {
        const playable = PLAYABLE.has(offer.category);
        const lottery = offer.category === 'LOTT' || offer.category === 'ELOTT';
        const isHot = (index < 2 && prng.chance(0.5)) || prng.chance(0.05) ? 1 : 0;
        const game: GameRecord = {
          id,
          nodeId: 500_000 + id,
          // Live tables are rooms of one studio; other games have no room.
          roomId: offer.category === 'LIVE' ? 8000 + index + 1 : 0,
          vendor: vendor.code,
          category: offer.category,
          gameType: category.lane,
          gameClassify: category.classify,
          name,
          supportPlay: playable && prng.chance(0.35) ? 0 : 1,
          isTop: prng.chance(0.1) ? 1 : 0,
          isNew: prng.chance(0.12) ? 1 : 0,
          isHot,
          lottoGameCode: lottery ? lottoGameCode(name) : null,
          sort: index + 1,
          nodeName: name,
          ...gameArtwork({ category: offer.category, isHot }),
        };
        catalog.insertGame(game);
        games.push(game);
        id += 1;
      });
    }
  });
  return games;
}

function seedContent(prng: Prng, content: ContentRepository, games: readonly GameRecord[], now: number): void {
  const slotOfTheWeek = games.find((game) => game.category === 'RNG' && game.isHot === 1);
  BANNER_SEED.forEach(({ tagalog, ...banner }, index) => {
    content.insertBanner({
      ...banner,
      linkage: banner.linkageType === 'game' ? String(slotOfTheWeek?.id ?? '') : banner.linkage,
      id: index + 1,
      sort: index + 1,
    });
    content.insertBannerText(index + 1, 'TY', tagalog);
  });
  ANNOUNCEMENT_SEED.forEach(({ tagalog, ...announcement }, index) => {
    const id = index + 1;
    content.insertAnnouncement({
      ...announcement,
      id,
      platform: 'M',
      publishedAt: now - (ANNOUNCEMENT_SEED.length - index) * DAY_MS,
      sort: id,
    });
    content.insertAnnouncementText(id, 'TY', tagalog);
  });
  const winnable = games.filter((game) => ['RNG', 'FISH', 'LIVE', 'PVP', 'BGS', 'BINGO'].includes(game.category));
  for (let index = 0; index < 40; index++) {
    content.insertWinner({
      id: index + 1,
      customerName: maskName(prng.pick(WINNER_NAMES)),
      gameId: prng.pick(winnable).id,
      // Mostly modest wins with the odd jackpot, like a real board.
      winCents: Math.round(10 ** (3 + prng.next() * 4.2)) * 10 + prng.int(0, 9),
      notAuto: prng.chance(0.15) ? 1 : 0,
      wonAt: now - prng.int(0, 7 * DAY_MS),
    });
  }
}

/**
 * The promotions and the deposit channels with their Tagalog texts; the app's promotion and deposit
 * screens are empty without them. Periods are relative to `now`, so a fresh demo always has
 * running, ended and upcoming promotions. Only into empty tables: a database that has them keeps
 * its own.
 */
export function seedPromotionsAndChannels(db: DatabaseSync, now: number): void {
  const isEmpty = (table: string) => db.prepare(`SELECT 1 FROM ${table} LIMIT 1`).get() === undefined;
  if (isEmpty('promotions')) {
    const insertPromotion = db.prepare(
      'INSERT INTO promotions (id, code, kind, title, subtitle, terms_html, bonus_cents, starts_at, ends_at, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    // Texts in other languages; English stays in the promotions row and is the fallback.
    const insertPromotionText = db.prepare(
      'INSERT INTO promotion_texts (promotion_id, language, title, subtitle, terms_html) VALUES (?, ?, ?, ?, ?)',
    );
    PROMOTION_SEED.forEach((promotion, index) => {
      const id = index + 1;
      insertPromotion.run(
        id,
        promotion.code,
        promotion.kind,
        promotion.title,
        promotion.subtitle,
        promotion.termsHtml,
        promotion.bonusCents,
        now + promotion.startsInDays * DAY_MS,
        now + promotion.endsInDays * DAY_MS,
        id,
      );
      const { tagalog } = promotion;
      insertPromotionText.run(id, 'TY', tagalog.title, tagalog.subtitle, tagalog.termsHtml);
    });
  }
  if (isEmpty('deposit_channels')) {
    const insertChannel = db.prepare(
      'INSERT INTO deposit_channels (code, name, kind, min_cents, max_cents, presets, instructions, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    const insertChannelText = db.prepare(
      'INSERT INTO deposit_channel_texts (channel_code, language, name, instructions) VALUES (?, ?, ?, ?)',
    );
    DEPOSIT_CHANNEL_SEED.forEach((channel, index) => {
      insertChannel.run(
        channel.code,
        channel.name,
        channel.kind,
        channel.minCents,
        channel.maxCents,
        JSON.stringify(channel.presetCents),
        channel.instructions,
        index + 1,
      );
      insertChannelText.run(channel.code, 'TY', channel.tagalog.name ?? null, channel.tagalog.instructions);
    });
  }
  seedDepositMethods(db);
}

/**
 * The deposit methods, hours and account details of the seeded channels, the virtual-wallet
 * channel and the deposit bonuses. A channel or bonus that exists is left alone.
 */
function seedDepositMethods(db: DatabaseSync): void {
  const exists = db.prepare('SELECT 1 FROM deposit_channels WHERE code = ?');
  const insertChannel = db.prepare(
    'INSERT INTO deposit_channels (code, name, kind, min_cents, max_cents, presets, instructions, sort) VALUES (?, ?, ?, ?, ?, ?, ?, (SELECT COALESCE(MAX(sort), 0) + 1 FROM deposit_channels))',
  );
  const insertChannelText = db.prepare(
    'INSERT OR IGNORE INTO deposit_channel_texts (channel_code, language, name, instructions) VALUES (?, ?, ?, ?)',
  );
  const setMethod = db.prepare(
    "UPDATE deposit_channels SET method = ?, open_time = ?, close_time = ?, details = ? WHERE code = ? AND details = '{}'",
  );
  for (const channel of DEPOSIT_CHANNEL_SEED) {
    if (exists.get(channel.code) === undefined) {
      insertChannel.run(
        channel.code,
        channel.name,
        channel.kind,
        channel.minCents,
        channel.maxCents,
        JSON.stringify(channel.presetCents),
        channel.instructions,
      );
      insertChannelText.run(channel.code, 'TY', channel.tagalog.name ?? null, channel.tagalog.instructions);
    }
    setMethod.run(
      channel.method,
      channel.hours?.open ?? null,
      channel.hours?.close ?? null,
      JSON.stringify(channel.details ?? { seeded: true }),
      channel.code,
    );
  }
  const insertBonus = db.prepare(
    'INSERT OR IGNORE INTO deposit_bonuses (code, promotion_code, title, title_ty, percent, cap_cents, min_deposit_cents, first_deposit_only, code_only, once_per_member, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  DEPOSIT_BONUS_SEED.forEach((bonus, index) => {
    insertBonus.run(
      bonus.code,
      bonus.promotionCode ?? null,
      bonus.title,
      bonus.titleTy,
      bonus.percent,
      bonus.capCents,
      bonus.minDepositCents,
      bonus.firstDepositOnly ? 1 : 0,
      bonus.codeOnly ? 1 : 0,
      bonus.oncePerMember ? 1 : 0,
      index + 1,
    );
  });
}

/**
 * Fills an empty database with the demo: every setting, the catalogue, content, countries, the
 * demo accounts and their contract requests, promotions and deposit channels, in one transaction
 * marked by `meta.seeded_at`, so a restart never reseeds and a crash halfway leaves nothing behind.
 * Answers whether it seeded.
 */
export async function seedIfEmpty(
  db: DatabaseSync,
  repositories: SeedRepositories,
  options: { scryptCost: number; now?: number },
): Promise<boolean> {
  if (isSeeded(db)) return false;
  const now = options.now ?? Date.now();
  // Hash first: scrypt is asynchronous and a SQLite transaction must not span awaits.
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((account) => hashPassword(account.password, options.scryptCost)));
  const teamHash = await hashPassword(TEAM_PASSWORD, options.scryptCost);
  return inTransaction(db, () => {
    if (isSeeded(db)) return false;
    const prng = createPrng(SEED);
    for (const key of SETTING_KEYS) repositories.settings.set(key, SETTING_DEFINITIONS[key].defaultValue, now);
    const games = seedCatalog(prng, repositories.catalog);
    seedContent(prng, repositories.content, games, now);
    COUNTRY_SEED.forEach((country, index) => repositories.countries.insert({ ...country, sort: index + 1 }));
    const currency = SETTING_DEFINITIONS.currency.defaultValue.code;
    DEMO_ACCOUNTS.forEach((account, index) =>
      repositories.accounts.create({
        id: account.id,
        username: account.username,
        passwordHash: hashes[index] ?? '',
        nickname: account.nickname,
        type: account.type,
        status: account.status,
        firstTimeLogin: account.firstTimeLogin,
        currency,
        balanceCents: account.balanceCents,
        createdAt: now - account.passwordAgeDays * DAY_MS,
        passwordChangedAt: now - account.passwordAgeDays * DAY_MS,
        mobile: account.mobile,
        affiliateCode: account.affiliateCode,
      }),
    );
    for (const request of DEMO_CONTRACT_REQUESTS) {
      const account = repositories.accounts.findByUsername(request.username);
      if (!account) throw new Error(`Unknown demo account ${request.username}`);
      repositories.contracts.insert({ accountId: account.id, kind: request.kind, period: request.period, terms: request.terms, now });
    }
    for (const account of DEMO_ACCOUNTS) {
      const level = DEMO_VIP_LEVELS[account.username];
      if (level !== undefined) repositories.vip.setLevel(account.id, level);
      // The opening balance is the ledger's first row, so the account record adds up to the wallet.
      if (account.balanceCents > 0) {
        repositories.ledger.record({
          accountId: account.id,
          kind: 'adjustment',
          amountCents: account.balanceCents,
          balanceAfterCents: account.balanceCents,
          reference: 'opening-balance',
          createdAt: now - account.passwordAgeDays * DAY_MS,
        });
      }
    }
    seedTeams(repositories, teamHash, currency, now);
    seedAgentLinks(repositories, now);
    seedTeamActivity(repositories, games, now);
    seedDemoPlay(db, repositories, games, now);
    seedMessages(repositories, now);
    seedPromotionsAndChannels(db, now);
    db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run(SEED_MARKER, String(now));
    return true;
  });
}
