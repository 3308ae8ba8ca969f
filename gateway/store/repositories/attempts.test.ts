import { describe, expect, it } from 'vitest';

import { schemaDatabase } from '../../test-support/database.ts';
import { type AttemptRule, createAttemptsRepository } from './attempts.ts';
import { createMemberDevicesRepository } from './member-devices.ts';

const T0 = 1_000_000_000_000;
const FIVE_PER_MINUTE: AttemptRule = { limit: 5, windowMs: 60_000 };

describe('attempt counters', () => {
  it('allows the limit per window, then waits for the window to end; a new window starts afresh', () => {
    const attempts = createAttemptsRepository(schemaDatabase());
    for (let index = 0; index < 5; index += 1) expect(attempts.take('payment-password', '1', FIVE_PER_MINUTE, T0 + index * 1000)).toBe(0);
    expect(attempts.take('payment-password', '1', FIVE_PER_MINUTE, T0 + 10_000)).toBe(50_000);
    expect(attempts.counted('payment-password', '1', FIVE_PER_MINUTE, T0 + 10_000)).toBe(5);
    // Other keys and scopes keep their own counts.
    expect(attempts.take('payment-password', '2', FIVE_PER_MINUTE, T0 + 10_000)).toBe(0);
    expect(attempts.take('admin-token', '1', FIVE_PER_MINUTE, T0 + 10_000)).toBe(0);
    expect(attempts.take('payment-password', '1', FIVE_PER_MINUTE, T0 + 60_000)).toBe(0);
    expect(attempts.counted('payment-password', '1', FIVE_PER_MINUTE, T0 + 60_000)).toBe(1);
  });

  it('gives back a counted attempt and forgets a key', () => {
    const attempts = createAttemptsRepository(schemaDatabase());
    for (let index = 0; index < 5; index += 1) attempts.count('login-device', 'k', FIVE_PER_MINUTE, T0);
    attempts.refund('login-device', 'k');
    expect(attempts.waitMs('login-device', 'k', FIVE_PER_MINUTE, T0)).toBe(0);
    attempts.clear('login-device', 'k');
    expect(attempts.counted('login-device', 'k', FIVE_PER_MINUTE, T0)).toBe(0);
    // Never below zero.
    attempts.refund('login-device', 'missing');
    expect(attempts.counted('login-device', 'missing', FIVE_PER_MINUTE, T0)).toBe(0);
  });

  it('pauses after each attempt once the free ones are used, as the rule grows the pause', () => {
    const attempts = createAttemptsRepository(schemaDatabase());
    const rule: AttemptRule = { limit: 100, windowMs: 3_600_000, delayAfter: (count) => (count < 3 ? 0 : 1000 * 2 ** (count - 3)) };
    for (let index = 0; index < 3; index += 1) expect(attempts.take('login-address', 'a', rule, T0)).toBe(0);
    expect(attempts.take('login-address', 'a', rule, T0 + 400)).toBe(600);
    expect(attempts.take('login-address', 'a', rule, T0 + 1000)).toBe(0);
    expect(attempts.take('login-address', 'a', rule, T0 + 2000)).toBe(1000);
    expect(attempts.take('login-address', 'a', rule, T0 + 3000)).toBe(0);
    expect(attempts.waitMs('login-address', 'a', rule, T0 + 3000)).toBe(4000);
  });

  it('sweeps ended windows of a scope when a key opens a new one', () => {
    const db = schemaDatabase();
    const attempts = createAttemptsRepository(db);
    for (let index = 0; index < 50; index += 1) attempts.count('admin-token', `10.0.0.${index}`, FIVE_PER_MINUTE, T0);
    attempts.count('admin-token', '10.9.9.9', FIVE_PER_MINUTE, T0 + 60_000);
    expect(db.prepare('SELECT COUNT(*) AS n FROM attempt_counters').get()?.n).toBe(1);
  });
});

describe('member devices', () => {
  it('knows a device by its id after a login from it, never a short id, and keeps the 20 latest', () => {
    const devices = createMemberDevicesRepository(schemaDatabase());
    const id = (index: number) => `0000${index}`.slice(-4).padEnd(36, '-a');
    devices.remember(1, id(0), T0);
    expect(devices.isKnown(1, id(0))).toBe(true);
    expect(devices.isKnown(1, id(1))).toBe(false);
    devices.remember(1, 'unknown-device', T0);
    expect(devices.isKnown(1, 'unknown-device')).toBe(false);
    expect(devices.isKnown(1, null)).toBe(false);
    for (let index = 1; index <= 20; index += 1) devices.remember(1, id(index), T0 + index);
    expect(devices.isKnown(1, id(0))).toBe(false);
    expect(devices.isKnown(1, id(1))).toBe(true);
  });
});
