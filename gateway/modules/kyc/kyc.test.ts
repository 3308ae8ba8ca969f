import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import type { KycDictionary, KycFieldValue, KycImages, KycSettingAnswer, KycStatus } from '../../../src/contract/kyc.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { authHeaders, loginValue } from '../../test-support/flows.ts';
import { ADMIN_TOKEN, envelope, startTestGateway, TEST_SCRYPT_COST } from '../../test-support/harness.ts';
import { useSeededGateway } from '../../test-support/seeded-gateway.ts';
import { dateInOffset, OPERATOR_UTC_OFFSET_MINUTES } from './rules.ts';

const { gateway, tokens } = useSeededGateway();

const MB5 = 5 * 1024 * 1024;
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A picture of `size` bytes that starts like a JPEG (or a PNG). */
function picture(size = 2048, head: number[] = [0xff, 0xd8, 0xff, 0xe0]): string {
  const bytes = Buffer.alloc(size, 0x41);
  Buffer.from(head).copy(bytes);
  return bytes.toString('base64');
}

type Method = 'GET' | 'POST' | 'PUT';

function call(method: Method, url: string, token?: string, payload?: unknown) {
  return gateway.request({ method, url, headers: authHeaders(token), payload: payload as Record<string, unknown> | undefined });
}

function admin(method: Method, url: string, payload?: unknown) {
  return gateway.request({
    method,
    url,
    merchant: null,
    headers: { 'admin-token': ADMIN_TOKEN },
    payload: payload as Record<string, unknown> | undefined,
  });
}

const relay = (name: string) => `/wps/relay/${name}`;
const upload = (token: string, side: string, dataBase64: string, contentType = 'image/jpeg') =>
  call('POST', relay('MCSFE_uploadIdImg'), token, { side, contentType, dataBase64 });
const submit = (token: string, fields: KycFieldValue[]) => call('POST', relay('MCSFE_updateIdTypeAndKycFields'), token, { fields });
const status = async (token: string) => envelope(await call('GET', relay('MCSFE_getCustomerKycStatus'), token)).value as KycStatus;

/** A date of birth `years` ago, shifted by `days`, in the operator's calendar. */
function birthday(years: number, days = 0): string {
  const today = dateInOffset(Date.now(), OPERATOR_UTC_OFFSET_MINUTES);
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function form(idType = '1', dateOfBirth = '1990-05-17'): KycFieldValue[] {
  return [
    { fieldId: 'WITHDRAWER_NAME', fieldValue: 'Juan Dela Cruz' },
    { fieldId: 'DATE_OF_BIRTH', fieldValue: dateOfBirth },
    { fieldId: 'ID_TYPE', fieldValue: idType },
    { fieldId: 'ID', fieldValue: 'P1234567A' },
  ];
}

let memberCount = 0;
/** A fresh member of its own, logged in, with 1,000.00 in the wallet. */
async function newMember(): Promise<{ token: string; username: string; id: number }> {
  memberCount += 1;
  const username = `kyc${memberCount}${Date.now() % 100000}`;
  const account = gateway.store.accounts.create({
    username,
    passwordHash: await hashPassword('pass1234', TEST_SCRYPT_COST),
    type: 0,
    currency: 'PHP',
    balanceCents: 100_000,
    createdAt: Date.now(),
  });
  const { token } = await loginValue(gateway, username, 'pass1234');
  return { token, username, id: account.id };
}

async function withFrontAndSelfie(token: string): Promise<void> {
  expect((await upload(token, 'FRONT', picture())).statusCode).toBe(200);
  expect((await upload(token, 'SELFIE', picture(4096, PNG_HEAD), 'image/png')).statusCode).toBe(200);
}

function setKyc(change: Record<string, unknown>) {
  return admin('PUT', '/admin/settings/kyc', { value: { ...gateway.store.settings.get('kyc'), ...change } });
}

describe('member calls', () => {
  it('answers the status, the settings and the form; trial accounts are refused', async () => {
    expect(await status(tokens.demo)).toEqual({
      verifyStatus: 'NOT_VERIFIED',
      statusForFE: '',
      rejectReason: '',
      submittedAt: null,
      reviewedAt: null,
    });
    const settings = envelope(await call('GET', relay('MCSFE_getCustomerKycMerchantSetting'), tokens.demo)).value as KycSettingAnswer;
    expect(settings.merchantProviderResponse).toEqual({
      kycSwitchValue: 'Y',
      kycFree: 'N',
      beforeDepositVerification: 'N',
      beforeWithdrawVerification: 'N',
      openGameVerification: 'N',
      minimumAge: 21,
      maxImageBytes: MB5,
      maxImages: 3,
    });
    const dictionary = await call('GET', relay('MCSFE_getDictionaryIdTypeAndKycFields'), tokens.demo);
    expect(dictionary.headers['cache-control']).toBe('no-store');
    expect((envelope(dictionary).value as KycDictionary).idTypes.length).toBeGreaterThanOrEqual(8);
    for (const name of [
      'MCSFE_getCustomerKycStatus',
      'MCSFE_getCustomerKycMerchantSetting',
      'MCSFE_getDictionaryIdTypeAndKycFields',
      'MCSFE_getIdCount',
    ]) {
      const refused = await call('GET', relay(name), tokens.trial);
      expect(refused.statusCode, name).toBe(403);
      expect(envelope(refused).code).toBe('member.trial');
      expect((await call('GET', relay(name))).statusCode, name).toBe(401);
    }
    expect(envelope(await upload(tokens.trial, 'FRONT', picture())).code).toBe('member.trial');
  });
});

describe('pictures', () => {
  it('decides the type by the bytes: text named .jpg and a GIF are refused, a PNG declared as JPEG is a PNG', async () => {
    const { token } = await newMember();
    const text = await upload(token, 'FRONT', Buffer.from('this is a text file, not a photo.jpg').toString('base64'), 'image/jpeg');
    expect(text.statusCode).toBe(400);
    expect(envelope(text).code).toBe('kyc.image.type');
    const gif = await upload(token, 'FRONT', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00').toString('base64'), 'image/gif');
    expect(envelope(gif).code).toBe('kyc.image.type');
    expect(envelope(await upload(token, 'FRONT', 'not base64 at all!')).code).toBe('kyc.image.invalid');
    expect(envelope(await upload(token, 'FRONT', 'QUFB\nQUFB')).code).toBe('kyc.image.invalid');
    const png = await upload(token, 'FRONT', picture(100, PNG_HEAD), 'image/jpeg');
    expect(png.statusCode).toBe(200);
    expect(envelope(png).value).toMatchObject({ side: 'FRONT', bytes: 100 });
    const images = envelope(await call('GET', relay('MCSFE_getIdCount'), token)).value as KycImages;
    expect(images).toMatchObject({ count: 1, list: [{ side: 'FRONT', bytes: 100 }] });
  });

  it('takes exactly 5 MB and refuses one byte more; an unknown side is refused by the schema', async () => {
    const { token, id } = await newMember();
    const large = await upload(token, 'FRONT', picture(MB5 + 1));
    expect(large.statusCode, large.body).toBe(413);
    expect(envelope(large)).toMatchObject({ code: 'kyc.image.too.large', value: { maxBytes: MB5 } });
    const exact = await upload(token, 'FRONT', picture(MB5));
    expect(exact.statusCode, exact.body).toBe(200);
    const side = await upload(token, 'LEFT', picture());
    expect(side.statusCode).toBe(400);
    expect(envelope(side).code).toBe('request.invalid');
    const extra = await call('POST', relay('MCSFE_uploadIdImg'), token, {
      side: 'BACK',
      contentType: 'image/jpeg',
      dataBase64: picture(),
      name: 'x',
    });
    expect(envelope(extra).code).toBe('request.invalid');
    // A refused picture leaves no file behind; the accepted one is the only file.
    expect(readdirSync(path.join(gateway.dataDir, 'kyc', String(id)))).toHaveLength(1);
  });

  it('keeps one picture per side: a new one replaces the old one and its file', async () => {
    const { token, id } = await newMember();
    for (const side of ['FRONT', 'BACK', 'SELFIE', 'FRONT', 'BACK']) expect((await upload(token, side, picture())).statusCode).toBe(200);
    const images = envelope(await call('GET', relay('MCSFE_getIdCount'), token)).value as KycImages;
    expect(images.count).toBe(3);
    expect(images.list.map((image) => image.side)).toEqual(['FRONT', 'BACK', 'SELFIE']);
    expect(readdirSync(path.join(gateway.dataDir, 'kyc', String(id)))).toHaveLength(3);
  });

  it('refuses a side beyond the operator maxImages', async () => {
    const { token } = await newMember();
    expect((await setKyc({ maxImages: 2 })).statusCode).toBe(200);
    try {
      await upload(token, 'FRONT', picture());
      await upload(token, 'SELFIE', picture());
      const third = await upload(token, 'BACK', picture());
      expect(envelope(third)).toMatchObject({ code: 'kyc.image.too.many', value: { maxImages: 2 } });
      expect((await upload(token, 'SELFIE', picture())).statusCode).toBe(200);
    } finally {
      await setKyc({ maxImages: 3 });
    }
  });

  it('never serves a picture under a static path; the operator reads it with the admin token only', async () => {
    const { token, id, username } = await newMember();
    await withFrontAndSelfie(token);
    const [file] = readdirSync(path.join(gateway.dataDir, 'kyc', String(id)));
    for (const url of [
      `/kyc/${id}/${file}`,
      `/${file}`,
      `/kyc/${file}`,
      `/data/kyc/${id}/${file}`,
      `/.data/kyc/${id}/${file}`,
      `/m/kyc/${id}/${file}`,
    ]) {
      const response = await gateway.request({ method: 'GET', url, merchant: null });
      expect(response.statusCode === 404 || String(response.headers['content-type']).startsWith('text/html'), url).toBe(true);
      expect(response.rawPayload.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])), url).toBe(false);
    }
    expect(envelope(await submit(token, form())).value).toMatchObject({ statusForFE: 'PENDING' });
    const list = envelope(await admin('GET', '/admin/kyc?status=PENDING')).value as {
      list: { username: string; images: { id: number; side: string }[] }[];
    };
    const entry = list.list.find((item) => item.username === username);
    expect(entry?.images.map((image) => image.side)).toEqual(['FRONT', 'SELFIE']);
    const imageId = entry!.images[0]!.id;
    const bytes = await admin('GET', `/admin/kyc/images/${imageId}`);
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe('image/jpeg');
    expect(bytes.headers['cache-control']).toBe('no-store');
    expect(bytes.headers['x-content-type-options']).toBe('nosniff');
    expect(bytes.rawPayload.length).toBe(2048);
    const withoutToken = await gateway.request({ method: 'GET', url: `/admin/kyc/images/${imageId}`, merchant: null });
    expect(withoutToken.statusCode).toBe(401);
    expect(envelope(await admin('GET', '/admin/kyc/images/999999')).code).toBe('kyc.image.not.found');
  });
});

describe('submission and review', () => {
  it('refuses missing sides, then submits; pending refuses changes; rejection allows a resubmission; approval verifies', async () => {
    const { token, username } = await newMember();
    await upload(token, 'FRONT', picture());
    const missing = await submit(token, form('2'));
    expect(missing.statusCode).toBe(400);
    expect(envelope(missing)).toMatchObject({ code: 'kyc.image.missing', value: { sides: ['BACK', 'SELFIE'] } });
    const invalid = await submit(token, form('99'));
    expect(envelope(invalid)).toMatchObject({ code: 'kyc.field.invalid', value: { fieldId: 'ID_TYPE' } });
    await upload(token, 'SELFIE', picture());
    const pending = envelope(await submit(token, form('1'))).value as KycStatus;
    expect(pending).toMatchObject({ verifyStatus: 'NOT_VERIFIED', statusForFE: 'PENDING', rejectReason: '', reviewedAt: null });
    expect(envelope(await submit(token, form('1'))).code).toBe('kyc.pending');
    expect(envelope(await upload(token, 'BACK', picture())).code).toBe('kyc.pending');
    const dictionary = envelope(await call('GET', relay('MCSFE_getDictionaryIdTypeAndKycFields'), token)).value as KycDictionary;
    expect(dictionary.fields.map((field) => field.playerFieldValue)).toEqual(['Juan Dela Cruz', '1990-05-17', '1', 'P1234567A']);

    expect(envelope(await admin('POST', `/admin/kyc/${username}/reject`, { reason: '   ' })).code).toBe('request.invalid');
    expect(envelope(await admin('POST', `/admin/kyc/${username}/reject`, { reason: 'x'.repeat(201) })).code).toBe('request.invalid');
    const rejected = await admin('POST', `/admin/kyc/${username}/reject`, { reason: 'The photo is blurred.' });
    expect(envelope(rejected).value).toMatchObject({ status: 'REJECTED', rejectReason: 'The photo is blurred.' });
    expect(await status(token)).toMatchObject({
      verifyStatus: 'NOT_VERIFIED',
      statusForFE: 'REJECTED',
      rejectReason: 'The photo is blurred.',
    });
    expect(envelope(await admin('POST', `/admin/kyc/${username}/approve`)).code).toBe('kyc.status.invalid');

    expect((await upload(token, 'FRONT', picture(3000))).statusCode).toBe(200);
    expect(envelope(await submit(token, form('1'))).value).toMatchObject({ statusForFE: 'PENDING', rejectReason: '' });
    const approved = await admin('POST', `/admin/kyc/${username}/approve`);
    expect(envelope(approved).value).toMatchObject({ status: 'VERIFIED' });
    expect(await status(token)).toMatchObject({ verifyStatus: 'VERIFIED', statusForFE: '' });
    expect(envelope(await submit(token, form('1'))).code).toBe('kyc.already.verified');
    expect(envelope(await upload(token, 'FRONT', picture())).code).toBe('kyc.already.verified');
    expect(envelope(await admin('POST', `/admin/kyc/${username}/reject`, { reason: 'late' })).code).toBe('kyc.status.invalid');
    const inbox = gateway.store.db
      .prepare('SELECT title FROM inbox_messages WHERE account_id = (SELECT id FROM accounts WHERE username = ?) ORDER BY id')
      .all(username)
      .map((row) => row.title);
    expect(inbox).toEqual(['Your identity verification was rejected', 'Your identity is verified']);
    const verified = envelope(await admin('GET', '/admin/kyc?status=VERIFIED')).value as { list: { username: string }[] };
    expect(verified.list.map((item) => item.username)).toContain(username);
  });

  it('takes the minimum age at the edge: 21 today is accepted, 21 tomorrow is refused and marks the account', async () => {
    const today = await newMember();
    await withFrontAndSelfie(today.token);
    expect(envelope(await submit(today.token, form('1', birthday(21)))).value).toMatchObject({ statusForFE: 'PENDING' });
    const tomorrow = await newMember();
    await withFrontAndSelfie(tomorrow.token);
    const young = await submit(tomorrow.token, form('1', birthday(21, 1)));
    expect(young.statusCode).toBe(403);
    expect(envelope(young)).toMatchObject({ code: 'kyc.age.too.young', value: { minimumAge: 21 } });
    expect(await status(tomorrow.token)).toMatchObject({ statusForFE: '' });
    expect(gateway.store.kyc.underAgeAt(tomorrow.id)).not.toBeNull();
    expect(gateway.store.kyc.underAgeAt(today.id)).toBeNull();
  });

  it('makes one PENDING submission of 40 parallel ones', async () => {
    const { token, id } = await newMember();
    await withFrontAndSelfie(token);
    const answers = await Promise.all(Array.from({ length: 40 }, () => submit(token, form('1'))));
    const codes = answers.map((answer) => (answer.statusCode === 200 ? 'ok' : envelope(answer).code));
    expect(codes.filter((code) => code === 'ok')).toHaveLength(1);
    expect(codes.filter((code) => code === 'kyc.pending')).toHaveLength(39);
    expect(Number(gateway.store.db.prepare('SELECT COUNT(*) AS n FROM kyc_submissions WHERE account_id = ?').get(id)?.n)).toBe(1);
  });

  it('lets the operator exempt an account; admin calls need the token', async () => {
    const { token, username } = await newMember();
    expect(envelope(await admin('PUT', `/admin/kyc/${username}/exempt`, { kycFree: 'Y' })).value).toEqual({ username, kycFree: 'Y' });
    const settings = envelope(await call('GET', relay('MCSFE_getCustomerKycMerchantSetting'), token)).value as KycSettingAnswer;
    expect(settings.merchantProviderResponse.kycFree).toBe('Y');
    expect(envelope(await admin('PUT', `/admin/kyc/${username}/exempt`, { kycFree: 'maybe' })).code).toBe('request.invalid');
    expect(envelope(await admin('POST', '/admin/kyc/nobody-here/approve')).code).toBe('route.not.found');
    expect(envelope(await admin('POST', `/admin/kyc/${username}/approve`)).code).toBe('kyc.not.found');
    for (const [method, url, payload] of [
      ['GET', '/admin/kyc', undefined],
      ['GET', '/admin/kyc/images/1', undefined],
      ['POST', `/admin/kyc/${username}/approve`, undefined],
      ['POST', `/admin/kyc/${username}/reject`, { reason: 'no' }],
      ['PUT', `/admin/kyc/${username}/exempt`, { kycFree: 'N' }],
    ] as const) {
      const response = await gateway.request({ method, url, merchant: null, headers: { 'admin-token': 'wrong-token' }, payload });
      expect(response.statusCode, url).toBe(401);
    }
  });
});

describe('gates', () => {
  const LOTTERY = '/wps/game/lottery/launch?lottoArea=VN&launchMode=LOTT&device=MOBILE&language=EN&lottoPrizeMode=Elott';
  const realGame = () => gateway.store.catalog.games().find((game) => game.gameType === 'RNG' && game.supportPlay === 1)!;
  const attempts = (token: string) => ({
    deposit: () => call('POST', '/wps/deposit/orders', token, { channel: 'GCASH', amount: 100 }),
    withdraw: () => call('POST', '/wps/withdraw/orders', token, { cardId: 1, amount: 100, paymentPassword: '246810' }),
    launch: () => call('GET', `/wps/game/launchGame?gameId=${realGame().id}&language=EN&device=MOBILE`, token),
    lottery: () => call('GET', LOTTERY, token),
    frame: () => call('POST', '/wps/game/lottery/frame-ticket', token),
  });
  const ACTIONS = { deposit: 'deposit', withdraw: 'withdraw', launch: 'launch', lottery: 'launch', frame: 'launch' } as const;

  it('refuses a deposit, a withdrawal and the launches with kyc.required until the identity is verified', async () => {
    const { token, username } = await newMember();
    const tries = attempts(token);
    // Off by default: nothing is held back.
    expect((await tries.launch()).statusCode).toBe(200);
    expect((await setKyc({ beforeDepositVerification: 'Y', beforeWithdrawVerification: 'Y', openGameVerification: 'Y' })).statusCode).toBe(
      200,
    );
    try {
      for (const [name, action] of Object.entries(ACTIONS)) {
        const refused = await tries[name as keyof typeof ACTIONS]();
        expect(refused.statusCode, name).toBe(403);
        expect(envelope(refused), name).toMatchObject({ code: 'kyc.required', value: { action, statusForFE: '' } });
      }
      // Free play risks nothing; trial accounts cannot verify and play play money.
      expect((await call('GET', `/wps/game/launchGame?gameId=${realGame().id}&freePlay=1`, token)).statusCode).not.toBe(403);
      expect((await call('POST', '/wps/game/lottery/frame-ticket', tokens.trial)).statusCode).toBe(200);

      await withFrontAndSelfie(token);
      await submit(token, form('1'));
      expect(envelope(await tries.deposit()).value).toEqual({ action: 'deposit', statusForFE: 'PENDING' });
      await admin('POST', `/admin/kyc/${username}/approve`);
      expect((await tries.deposit()).statusCode).toBe(200);
      expect(envelope(await tries.withdraw()).code).not.toBe('kyc.required');
      for (const name of ['launch', 'lottery', 'frame'] as const) expect((await tries[name]()).statusCode, name).toBe(200);

      // An exempt account passes; verification switched off opens every gate.
      const exempt = await newMember();
      expect(envelope(await attempts(exempt.token).deposit()).code).toBe('kyc.required');
      await admin('PUT', `/admin/kyc/${exempt.username}/exempt`, { kycFree: 'Y' });
      expect((await attempts(exempt.token).deposit()).statusCode).toBe(200);
      const other = await newMember();
      await setKyc({ kycSwitchValue: 'N' });
      expect((await attempts(other.token).launch()).statusCode).toBe(200);
    } finally {
      await setKyc({ kycSwitchValue: 'Y', beforeDepositVerification: 'N', beforeWithdrawVerification: 'N', openGameVerification: 'N' });
    }
  });

  it('never lets an under-age account deposit: not a new order, not the operator approval, not the payment page', async () => {
    const { token, id } = await newMember();
    const placed = await call('POST', '/wps/deposit/orders', token, { channel: 'GCASH', amount: 100 });
    expect(placed.statusCode).toBe(200);
    const { orderNo } = envelope(placed).value as { orderNo: string };
    const second = envelope(await call('POST', '/wps/deposit/orders', token, { channel: 'GCASH', amount: 200 })).value as {
      orderNo: string;
    };
    await withFrontAndSelfie(token);
    expect(envelope(await submit(token, form('1', birthday(18)))).code).toBe('kyc.age.too.young');
    // Verified or exempt later, the mark stays.
    await admin('PUT', `/admin/kyc/${gateway.store.accounts.findById(id)!.username}/exempt`, { kycFree: 'Y' });
    const balance = () => gateway.store.accounts.findById(id)!.balanceCents;
    const before = balance();

    const order = await call('POST', '/wps/deposit/orders', token, { channel: 'GCASH', amount: 100 });
    expect(order.statusCode).toBe(403);
    expect(envelope(order)).toMatchObject({ code: 'kyc.age.too.young', value: { minimumAge: 21 } });
    const approval = await admin('PUT', `/admin/deposits/${orderNo}`, { status: 'approved' });
    expect(approval.statusCode).toBe(403);
    expect(envelope(approval).code).toBe('kyc.age.too.young');
    const payToken = String(
      gateway.store.db.prepare('SELECT pay_token FROM deposit_orders WHERE order_no = ?').get(second.orderNo)?.pay_token,
    );
    const confirm = await gateway.request({
      method: 'POST',
      url: `/lgw/pay/${payToken}/confirm`,
      merchant: null,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(confirm.statusCode).toBe(403);
    expect(balance()).toBe(before);
    const statuses = gateway.store.db
      .prepare('SELECT status FROM deposit_orders WHERE account_id = ?')
      .all(id)
      .map((row) => row.status);
    expect(statuses).toEqual(['pending', 'pending']);
    // Refusing or failing an order stays possible.
    expect((await admin('PUT', `/admin/deposits/${orderNo}`, { status: 'failed' })).statusCode).toBe(200);
  });
});

describe('with the app served', () => {
  it('answers the app shell or 404 for every path that could name a stored picture, never its bytes', async () => {
    const distDir = mkdtempSync(path.join(tmpdir(), 'kyc-dist-'));
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Lobby</title><div id="root"></div>');
    const served = await startTestGateway({ env: { SERVE_APP: 'on', DIST_DIR: distDir } });
    try {
      const { token } = await loginValue(served, 'demo', 'demo1234');
      const uploaded = await served.request({
        method: 'POST',
        url: relay('MCSFE_uploadIdImg'),
        headers: authHeaders(token),
        payload: { side: 'FRONT', contentType: 'image/jpeg', dataBase64: picture() },
      });
      expect(uploaded.statusCode).toBe(200);
      const [folder] = readdirSync(path.join(served.dataDir, 'kyc'));
      const [file] = readdirSync(path.join(served.dataDir, 'kyc', folder!));
      const urls = [
        `/kyc/${folder}/${file}`,
        `/${file}`,
        `/kyc/${file}`,
        `/m/kyc/${folder}/${file}`,
        `/assets/${file}`,
        `/gateway.sqlite`,
        `/%2e%2e/kyc/${folder}/${file}`,
        `/..%2fkyc%2f${folder}%2f${file}`,
        `/cdn/kyc/${folder}/${file}`,
      ];
      for (const url of urls) {
        const response = await served.request({ method: 'GET', url, merchant: null });
        expect(response.statusCode === 404 || String(response.headers['content-type']).startsWith('text/html'), url).toBe(true);
        expect(response.rawPayload.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])), url).toBe(false);
      }
    } finally {
      await served.close();
      rmSync(distDir, { recursive: true, force: true });
    }
  });
});
