import { describe, expect, it } from 'vitest';

import type { Promotion } from '../../src/contract/promotions.ts';
import { PROMOTION_SEED } from '../store/seed-data/promotions.ts';
import { authHeaders } from '../test-support/flows.ts';
import { ADMIN_TOKEN, envelope } from '../test-support/harness.ts';
import { useSeededGateway } from '../test-support/seeded-gateway.ts';
import { allowedAction, promotionState, stateAfterApply } from './promotions.ts';

const { gateway, tokens } = useSeededGateway();

const DEMO_ID = 100001;
const AGENT_ID = 100003;

const get = (url: string, token?: string) => gateway.request({ method: 'GET', url, headers: authHeaders(token) });
const post = (url: string, payload: unknown, token?: string) =>
  gateway.request({ method: 'POST', url, payload: payload as Record<string, unknown>, headers: authHeaders(token) });
const adminSet = (username: string, promotionId: number, state: string) =>
  gateway.request({
    method: 'PUT',
    url: '/admin/promotions/applications',
    merchant: null,
    headers: { 'admin-token': ADMIN_TOKEN },
    payload: { username, promotionId, state },
  });

async function list(token?: string): Promise<Promotion[]> {
  const response = await get('/wps/promotions', token);
  expect(response.statusCode).toBe(200);
  return (envelope(response).value as { list: Promotion[] }).list;
}

function promotionByCode(promotions: Promotion[], code: string): Promotion {
  const promotion = promotions.find((entry) => entry.code === code);
  if (!promotion) throw new Error(`No promotion ${code}`);
  return promotion;
}

function balanceCents(accountId: number): number {
  return Number(gateway.store.db.prepare('SELECT balance_cents FROM accounts WHERE id = ?').get(accountId)?.balance_cents);
}

function bonusRows(accountId: number): { amount_cents: number; balance_after_cents: number; reference: string }[] {
  return gateway.store.db
    .prepare("SELECT amount_cents, balance_after_cents, reference FROM wallet_ledger WHERE account_id = ? AND kind = 'bonus' ORDER BY id")
    .all(accountId) as never;
}

describe('promotion rules', () => {
  const period = { startsAt: 1000, endsAt: 2000 };
  it('reads the calendar and the stored application', () => {
    expect(promotionState(period, undefined, 500)).toBe('comingSoon');
    expect(promotionState(period, undefined, 1500)).toBe('available');
    expect(promotionState(period, undefined, 2000)).toBe('closed');
    expect(promotionState(period, { state: 'applying' }, 1500)).toBe('applying');
    expect(promotionState(period, { state: 'applying' }, 2500)).toBe('closed');
    expect(promotionState(period, { state: 'joined' }, 2500)).toBe('closed');
    expect(promotionState(period, { state: 'claim' }, 2500)).toBe('claim');
    expect(promotionState(period, { state: 'claimed' }, 2500)).toBe('claimed');
  });

  it('allows apply when available and claim when approved, nothing else', () => {
    expect(allowedAction('available')).toBe('apply');
    expect(allowedAction('claim')).toBe('claim');
    for (const state of ['joined', 'applying', 'closed', 'rejected', 'issued', 'claimed', 'processing', 'signed', 'comingSoon'] as const) {
      expect(allowedAction(state)).toBeNull();
    }
    expect([stateAfterApply('apply'), stateAfterApply('signin'), stateAfterApply('join')]).toEqual(['applying', 'signed', 'joined']);
  });
});

describe('promotion list', () => {
  it('serves the seeded promotions to visitors with images, HTML terms and calendar states', async () => {
    const response = await get('/wps/promotions');
    expect(response.headers['cache-control']).toBe('no-store');
    const promotions = await list();
    expect(promotions.length).toBeGreaterThanOrEqual(6);
    expect(promotionByCode(promotions, 'FIRST_DEPOSIT')).toMatchObject({
      kind: 'apply',
      state: 'available',
      action: 'apply',
      bonus: 888,
      imageUrl: '/cdn/promotions/1.webp',
    });
    expect(promotionByCode(promotions, 'FIRST_DEPOSIT').content).toContain('<ul>');
    expect(promotionByCode(promotions, 'PASKO_RAFFLE')).toMatchObject({ state: 'closed', action: null });
    expect(promotionByCode(promotions, 'INDEPENDENCE_DAY')).toMatchObject({ state: 'comingSoon', action: null });
    const image = await gateway.request({ method: 'GET', url: '/cdn/promotions/1.svg', merchant: null });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect((await gateway.request({ method: 'GET', url: '/cdn/promotions/999.svg', merchant: null })).statusCode).toBe(404);
  });

  it('refuses unknown query parameters', async () => {
    expect(envelope(await get('/wps/promotions?page=1')).code).toBe('request.invalid');
  });
});

describe('apply and claim', () => {
  it('applies (applying), is reviewed on a later read (claim), then claims once with the bonus and its ledger row', async () => {
    const promotionId = promotionByCode(await list(tokens.demo), 'FIRST_DEPOSIT').id;
    const before = balanceCents(DEMO_ID);
    const applied = await post('/wps/promotions/apply', { promotionId }, tokens.demo);
    expect(applied.statusCode).toBe(200);
    expect(applied.headers['cache-control']).toBe('no-store');
    expect(envelope(applied).value).toMatchObject({ state: 'applying', action: null });
    expect(promotionByCode(await list(tokens.demo), 'FIRST_DEPOSIT').state).toBe('applying');
    // Other members keep their own state.
    expect(promotionByCode(await list(tokens.agent), 'FIRST_DEPOSIT').state).toBe('available');

    expect(envelope(await post('/wps/promotions/apply', { promotionId }, tokens.demo)).code).toBe('promotion.not.available');
    const early = await post('/wps/promotions/claim', { promotionId }, tokens.demo);
    expect(early.statusCode).toBe(400);
    expect(envelope(early).code).toBe('promotion.not.claimable');

    gateway.store.db
      .prepare('UPDATE promotion_applications SET review_at = ? WHERE account_id = ? AND promotion_id = ?')
      .run(Date.now() - 1, DEMO_ID, promotionId);
    const mine = await get('/wps/promotions/mine', tokens.demo);
    expect((envelope(mine).value as { list: Promotion[] }).list).toEqual([
      expect.objectContaining({ code: 'FIRST_DEPOSIT', state: 'claim', action: 'claim' }),
    ]);
    expect(balanceCents(DEMO_ID)).toBe(before);

    const claimed = await post('/wps/promotions/claim', { promotionId }, tokens.demo);
    expect(claimed.statusCode).toBe(200);
    expect(envelope(claimed).value).toMatchObject({ state: 'claimed', action: null, bonus: 888 });
    expect((envelope(claimed).value as Promotion).creditedAt).toEqual(expect.any(Number));
    expect(balanceCents(DEMO_ID)).toBe(before + 88_800);
    expect(bonusRows(DEMO_ID)).toEqual([
      { amount_cents: 88_800, balance_after_cents: before + 88_800, reference: `promotion:${promotionId}` },
    ]);

    const again = await post('/wps/promotions/claim', { promotionId }, tokens.demo);
    expect(envelope(again).code).toBe('promotion.not.claimable');
    expect(balanceCents(DEMO_ID)).toBe(before + 88_800);
    expect(bonusRows(DEMO_ID)).toHaveLength(1);
  });

  it('signs in to a sign-in promotion (signed, paid at once) and enrols in a join promotion (joined)', async () => {
    const promotions = await list(tokens.agent);
    const before = balanceCents(AGENT_ID);
    const signin = await post('/wps/promotions/apply', { promotionId: promotionByCode(promotions, 'DAILY_CHECKIN').id }, tokens.agent);
    expect(envelope(signin).value).toMatchObject({ state: 'signed', action: null });
    expect(balanceCents(AGENT_ID)).toBe(before + 2_000);
    const join = await post('/wps/promotions/apply', { promotionId: promotionByCode(promotions, 'CASHBACK').id }, tokens.agent);
    expect(envelope(join).value).toMatchObject({ state: 'joined', action: null });
    expect(balanceCents(AGENT_ID)).toBe(before + 2_000);
    expect(bonusRows(AGENT_ID)).toHaveLength(1);
  });

  it('refuses closed and coming-soon promotions, unknown ids and bad bodies', async () => {
    const promotions = await list(tokens.demo);
    for (const code of ['PASKO_RAFFLE', 'INDEPENDENCE_DAY']) {
      expect(envelope(await post('/wps/promotions/apply', { promotionId: promotionByCode(promotions, code).id }, tokens.demo)).code).toBe(
        'promotion.not.available',
      );
    }
    const unknown = await post('/wps/promotions/apply', { promotionId: 999 }, tokens.demo);
    expect(unknown.statusCode).toBe(404);
    expect(envelope(unknown).code).toBe('promotion.not.found');
    for (const payload of [{}, { promotionId: '1' }, { promotionId: 0 }, { promotionId: 1, extra: true }]) {
      const response = await post('/wps/promotions/apply', payload, tokens.demo);
      expect(response.statusCode).toBe(400);
      expect(envelope(response).code).toBe('request.invalid');
    }
    expect(gateway.store.db.prepare('SELECT COUNT(*) AS n FROM promotion_applications WHERE promotion_id IN (7, 8)').get()?.n).toBe(0);
  });

  it('refuses visitors (401) and trial accounts (403 member.trial), writing nothing', async () => {
    const count = () => Number(gateway.store.db.prepare('SELECT COUNT(*) AS n FROM promotion_applications').get()?.n);
    const before = count();
    for (const [url, method] of [
      ['/wps/promotions/apply', 'POST'],
      ['/wps/promotions/claim', 'POST'],
      ['/wps/promotions/mine', 'GET'],
      ['/wps/promotions/referral', 'GET'],
    ] as const) {
      const visitor = method === 'POST' ? await post(url, { promotionId: 3 }) : await get(url);
      expect(visitor.statusCode, url).toBe(401);
      expect(envelope(visitor).code).toBe('login.not.session');
      const trial = method === 'POST' ? await post(url, { promotionId: 3 }, tokens.trial) : await get(url, tokens.trial);
      expect(trial.statusCode, url).toBe(403);
      expect(envelope(trial).code).toBe('member.trial');
    }
    // A trial account sees the list as a visitor does.
    expect(promotionByCode(await list(tokens.trial), 'RELOAD')).toMatchObject({ state: 'available', action: 'apply' });
    expect(count()).toBe(before);
  });
});

describe('operator decisions', () => {
  it('sets rejected, processing and issued; issued pays the bonus exactly once', async () => {
    const promotionId = promotionByCode(await list(tokens.agent), 'SABONG').id;
    const before = balanceCents(AGENT_ID);
    const rejected = await adminSet('agent', promotionId, 'rejected');
    expect(rejected.statusCode).toBe(200);
    expect(envelope(rejected).value).toMatchObject({ state: 'rejected', action: null });
    expect(promotionByCode(await list(tokens.agent), 'SABONG').state).toBe('rejected');
    expect(envelope(await adminSet('agent', promotionId, 'processing')).value).toMatchObject({ state: 'processing' });
    expect(envelope(await adminSet('agent', promotionId, 'issued')).value).toMatchObject({ state: 'issued' });
    expect(envelope(await adminSet('agent', promotionId, 'issued')).value).toMatchObject({ state: 'issued' });
    expect(balanceCents(AGENT_ID)).toBe(before + 25_000);
    expect(bonusRows(AGENT_ID).filter((row) => row.reference === `promotion:${promotionId}`)).toHaveLength(1);
  });

  it('refuses without the admin token, unknown accounts, promotions and states', async () => {
    const noToken = await gateway.request({
      method: 'PUT',
      url: '/admin/promotions/applications',
      merchant: null,
      payload: { username: 'demo', promotionId: 1, state: 'claim' },
    });
    expect(noToken.statusCode).toBe(401);
    expect(envelope(await adminSet('nobody', 1, 'claim')).code).toBe('route.not.found');
    expect(envelope(await adminSet('demo', 999, 'claim')).code).toBe('promotion.not.found');
    expect(envelope(await adminSet('demo', 1, 'closed')).code).toBe('request.invalid');
  });
});

describe('languages', () => {
  const TAGALOG = PROMOTION_SEED.map(({ code, tagalog }) => ({
    code,
    title: tagalog.title,
    subtitle: tagalog.subtitle,
    content: tagalog.termsHtml,
  }));
  const ENGLISH = PROMOTION_SEED.map(({ code, title, subtitle, termsHtml }) => ({ code, title, subtitle, content: termsHtml }));
  const texts = (promotions: Promotion[]) => promotions.map(({ code, title, subtitle, content }) => ({ code, title, subtitle, content }));

  async function listIn(query: string, headers: Record<string, string> = {}, url = '/wps/promotions'): Promise<Promotion[]> {
    const response = await gateway.request({ method: 'GET', url: `${url}${query}`, headers });
    expect(response.statusCode).toBe(200);
    return (envelope(response).value as { list: Promotion[] }).list;
  }

  it('answers every promotion in Tagalog for language=TY in the query or the Language header', async () => {
    expect(texts(await listIn('?language=TY'))).toEqual(TAGALOG);
    expect(texts(await listIn('', { language: 'TY' }))).toEqual(TAGALOG);
    expect(texts(await listIn('?language=ty'))).toEqual(TAGALOG);
    // An empty query value leaves the choice to the header.
    expect(texts(await listIn('?language=', { language: 'TY' }))).toEqual(TAGALOG);
    const welcome = promotionByCode(await listIn('?language=TY'), 'FIRST_DEPOSIT');
    expect(welcome).toMatchObject({ title: 'Welcome Bonus na 100%', subtitle: 'Hanggang ₱888 sa iyong unang deposito', bonus: 888 });
    expect(welcome.content).toContain('Minimum na deposito ₱100.');
  });

  it('answers English without a language, for EN, for languages without texts, and where a text is missing', async () => {
    expect(texts(await listIn(''))).toEqual(ENGLISH);
    expect(texts(await listIn('?language=EN'))).toEqual(ENGLISH);
    expect(texts(await listIn('?language=JA'))).toEqual(ENGLISH);
    expect(texts(await listIn('', { language: 'VI' }))).toEqual(ENGLISH);
    // The query wins over the header.
    expect(texts(await listIn('?language=EN', { language: 'TY' }))).toEqual(ENGLISH);
    expect(envelope(await gateway.request({ method: 'GET', url: '/wps/promotions?language=TAG' })).code).toBe('request.invalid');

    const reload = PROMOTION_SEED.findIndex((seed) => seed.code === 'RELOAD') + 1;
    const saved = gateway.store.db.prepare("SELECT * FROM promotion_texts WHERE promotion_id = ? AND language = 'TY'").get(reload);
    gateway.store.db.prepare("DELETE FROM promotion_texts WHERE promotion_id = ? AND language = 'TY'").run(reload);
    try {
      const mixed = texts(await listIn('?language=TY'));
      expect(mixed).toEqual(TAGALOG.map((text, index) => (text.code === 'RELOAD' ? ENGLISH[index] : text)));
    } finally {
      gateway.store.db
        .prepare('INSERT INTO promotion_texts (promotion_id, language, title, subtitle, terms_html) VALUES (?, ?, ?, ?, ?)')
        .run(reload, 'TY', String(saved?.title), String(saved?.subtitle), String(saved?.terms_html));
    }
    expect(texts(await listIn('?language=TY'))).toEqual(TAGALOG);
  });

  it("answers a member's own promotions, apply and claim in the request's language", async () => {
    const reload = PROMOTION_SEED.find((seed) => seed.code === 'RELOAD');
    if (!reload) throw new Error('No RELOAD promotion');
    const promotionId = promotionByCode(await list(tokens.agent), 'RELOAD').id;
    const tagalog = { language: 'TY', authorization: tokens.agent };
    const applied = await gateway.request({ method: 'POST', url: '/wps/promotions/apply', payload: { promotionId }, headers: tagalog });
    expect(envelope(applied).value).toMatchObject({
      state: 'applying',
      subtitle: reload.tagalog.subtitle,
      content: reload.tagalog.termsHtml,
    });

    const mineTagalog = promotionByCode(await listIn('?language=TY', { authorization: tokens.agent }, '/wps/promotions/mine'), 'RELOAD');
    expect(mineTagalog).toMatchObject({
      title: reload.tagalog.title,
      subtitle: reload.tagalog.subtitle,
      content: reload.tagalog.termsHtml,
    });
    const mineEnglish = promotionByCode(await listIn('', { authorization: tokens.agent }, '/wps/promotions/mine'), 'RELOAD');
    expect(mineEnglish).toMatchObject({ title: reload.title, subtitle: reload.subtitle, content: reload.termsHtml });

    gateway.store.db
      .prepare('UPDATE promotion_applications SET review_at = ? WHERE account_id = ? AND promotion_id = ?')
      .run(Date.now() - 1, AGENT_ID, promotionId);
    const claimed = await gateway.request({ method: 'POST', url: '/wps/promotions/claim', payload: { promotionId }, headers: tagalog });
    expect(envelope(claimed).value).toMatchObject({ state: 'claimed', subtitle: reload.tagalog.subtitle });
  });

  it('draws the promotion picture in the language its address names, never by header', async () => {
    const first = PROMOTION_SEED[0]!;
    const tagalogList = await listIn('?language=TY', {});
    expect(promotionByCode(tagalogList, first.code).imageUrl).toBe('/cdn/promotions/1.webp?language=TY');
    const image = (url: string, headers: Record<string, string> = {}) => gateway.request({ method: 'GET', url, merchant: null, headers });
    expect((await image('/cdn/promotions/1.svg?language=TY')).body).toContain(first.tagalog.title);
    expect((await image('/cdn/promotions/1.svg?language=TY')).body).toContain(first.tagalog.subtitle);
    // The address is the cache key (browser, worker): the same address always draws the same picture.
    expect((await image('/cdn/promotions/1.svg', { language: 'TY' })).body).toContain(first.title);
    expect((await image('/cdn/promotions/1.svg?language=VI')).body).toContain(first.title);
    expect((await image('/cdn/promotions/1.svg?language=tagalog')).statusCode).toBe(400);
    expect((await image('/cdn/promotions/999.svg?language=TY')).statusCode).toBe(404);
  });
});

describe('referral', () => {
  it('gives a member their invitation code and how many friends used it, while REFERRAL is on', async () => {
    const response = await get('/wps/promotions/referral', tokens.demo);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(envelope(response).value).toEqual({ code: 'REF100001', invitedCount: 0 });
    gateway.store.db.prepare('UPDATE accounts SET affiliate_id = ? WHERE username = ?').run(DEMO_ID, 'newbie');
    expect(envelope(await get('/wps/promotions/referral', tokens.demo)).value).toEqual({ code: 'REF100001', invitedCount: 1 });
    // The agent's code is its agent code.
    expect(envelope(await get('/wps/promotions/referral', tokens.agent)).value).toMatchObject({ code: 'AGENT01' });

    gateway.store.settings.set('promotions', { REFERRAL: { enabled: false } });
    try {
      const off = await get('/wps/promotions/referral', tokens.demo);
      expect(off.statusCode).toBe(400);
      expect(envelope(off).code).toBe('function.not.available');
    } finally {
      gateway.store.settings.set('promotions', { REFERRAL: { enabled: true } });
    }
  });

  it('lets the member code pass the invitation-code check; trial accounts have none', async () => {
    const check = await gateway.request({ method: 'GET', url: '/wps/affiliate/check?code=ref100001' });
    expect(envelope(check).value).toEqual({ valid: true, code: 'REF100001' });
    expect(gateway.store.accounts.findByUsername('trial01')?.affiliateCode).toBeNull();
  });
});
