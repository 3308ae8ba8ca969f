import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

import type { SmsPurpose } from '../store/repositories/sms-codes.ts';
import { encryptOaep, encryptV2 } from './client-crypto.ts';
import { envelope, type TestGateway, testKeyring } from './harness.ts';

/** Client steps shared by the account tests: encrypted calls, captchas, SMS codes, logins. */

/** The Authorization header a member call carries; none for a visitor. */
export function authHeaders(token?: string): Record<string, string> {
  return token === undefined ? {} : { authorization: token };
}

export interface LoginValue {
  token: string;
  userName: string;
  customerType: number;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  expiresAt: number;
}

export interface CallOptions {
  scheme?: 'v2' | 'oaep';
  cookie?: string;
  token?: string;
}

/** An encrypted call as the app makes it (v2 by default). */
export async function encryptedCall(
  gateway: TestGateway,
  method: 'POST' | 'PUT',
  url: string,
  payload: unknown,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const keyring = testKeyring();
  const encrypted = options.scheme === 'oaep' ? await encryptOaep(payload, keyring.oaepKey) : encryptV2(payload, keyring.rsaModulusHex);
  return gateway.request({
    method,
    url,
    headers: {
      encryption: encrypted.header,
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.token ? { authorization: options.token } : {}),
    },
    payload: encrypted.body,
  });
}

export function login(gateway: TestGateway, payload: Record<string, unknown>, options: CallOptions = {}) {
  return encryptedCall(gateway, 'POST', '/wps/session/login', payload, options);
}

export async function loginValue(gateway: TestGateway, username: string, password: string, side?: 'agent'): Promise<LoginValue> {
  const response = await login(gateway, { username, password, side });
  expect(envelope(response)).toMatchObject({ success: true });
  return envelope(response).value as LoginValue;
}

/** Sessions of the three seeded account kinds the game suites need: a member, an agent, a trial. */
export async function seededTokens(gateway: TestGateway): Promise<{ demo: string; agent: string; trial: string }> {
  const [demo, agent, trial] = await Promise.all([
    loginValue(gateway, 'demo', 'demo1234'),
    loginValue(gateway, 'agent', 'agent1234'),
    loginValue(gateway, 'trial01', 'trial1234'),
  ]);
  return { demo: demo.token, agent: agent.token, trial: trial.token };
}

/** Fetches a captcha like the app does and reads its answer from the database, as a test may. */
export async function captcha(gateway: TestGateway): Promise<{ cookie: string; answer: string }> {
  const response = await gateway.request({ method: 'GET', url: '/wps/captcha' });
  expect(response.statusCode).toBe(200);
  const id = /captchaId=([0-9a-f]{32})/.exec(String(response.headers['set-cookie']))?.[1] ?? '';
  const row = gateway.store.db.prepare('SELECT answer FROM captchas WHERE id = ?').get(id);
  return { cookie: `captchaId=${id}`, answer: String(row?.answer) };
}

export type SmsRoute = 'noLogin' | 'register' | 'forget';

export function sendSms(gateway: TestGateway, route: SmsRoute, mobile: string, dialingCode = '+63', remoteAddress?: string) {
  const numberField = route === 'register' ? 'mobileNo' : 'mobileNum';
  return gateway.request({
    method: 'POST',
    url: `/wps/verification/sms/${route}`,
    payload: { [numberField]: mobile, countryDialingCode: dialingCode },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** The code of the last demo SMS line for that number and purpose (what a phone would show). */
export function lastSmsCode(gateway: TestGateway, mobile: string, purpose: SmsPurpose, dialingCode = '+63'): string {
  const prefix = `SMS code for ${dialingCode} ${mobile} (${purpose}): `;
  const line = gateway.smsLines.findLast((entry) => entry.startsWith(prefix));
  if (!line) throw new Error(`No ${purpose} SMS sent to ${dialingCode} ${mobile}`);
  return line.slice(prefix.length);
}

/** Lets the next code be asked for at once (as if the 60 s had passed), without touching others. */
export function allowResend(gateway: TestGateway, mobile: string): void {
  gateway.store.db.prepare('UPDATE sms_codes SET resend_at = ? WHERE mobile_num = ?').run(Date.now() - 1, mobile);
}

/**
 * Sends a code and answers it (the send must succeed). Earlier codes of the number are moved an
 * hour back first, so neither the 60 s wait nor the hourly cap gets in the way of a test.
 */
export async function smsCode(gateway: TestGateway, route: SmsRoute, mobile: string): Promise<string> {
  allowResend(gateway, mobile);
  gateway.store.db.prepare('UPDATE sms_codes SET created_at = created_at - 3600000 WHERE mobile_num = ?').run(mobile);
  const response = await sendSms(gateway, route, mobile);
  expect(envelope(response)).toMatchObject({ success: true });
  return lastSmsCode(gateway, mobile, route === 'noLogin' ? 'login' : route);
}

export function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

export function setSwitches(gateway: TestGateway, flags: Record<string, boolean>): void {
  gateway.store.settings.set('switches', { ...gateway.store.settings.get('switches'), ...flags });
}

export function rowCount(gateway: TestGateway, table: string): number {
  return Number(gateway.store.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get()?.n);
}
