import { describe, expect, it } from 'vitest';

import { checkableUsername, usernameAvailability, type UsernameCheckState } from './username-check';
import { usernameRule as rule } from './username-rule.fixture';

describe('checkableUsername (docs/product.md#registration, #create-downline)', () => {
  it('asks about a name only once the username rule accepts it', () => {
    expect(checkableUsername('player01', rule())).toBe('player01');
    for (const value of ['', 'demo', 'has space', 'x'.repeat(17), 'naïve123']) {
      expect(checkableUsername(value, rule()), value).toBeNull();
    }
  });

  it('follows the rule the operator sets, and asks nothing without one', () => {
    expect(checkableUsername('demo', rule({ acceptedPattern: '^[a-z]{3,8}$', minLength: 3, maxLength: 8 }))).toBe('demo');
    expect(checkableUsername('player01', undefined)).toBeNull();
  });

  it('asks about the name as it is sent, trimmed, and never about blanks', () => {
    const anyText = rule({ acceptedPattern: '*', minLength: 0, maxLength: 0, required: false });
    expect(checkableUsername(' player01 ', anyText)).toBe('player01');
    expect(checkableUsername('   ', anyText)).toBeNull();
  });

  it("asks about the trimmed name of a form that validates it trimmed, as a new downline's does", () => {
    expect(checkableUsername(' abcdef12 '.trim(), rule())).toBe('abcdef12');
    expect(checkableUsername('abc', rule())).toBeNull();
  });
});

describe('usernameAvailability', () => {
  const state = (overrides: Partial<UsernameCheckState>): UsernameCheckState => ({
    name: 'player01',
    asked: 'player01',
    online: true,
    answer: undefined,
    pending: false,
    ...overrides,
  });

  it("says the gateway's answer about the name in the field", () => {
    expect(usernameAvailability(state({ answer: { available: true } }))).toBe('available');
    expect(usernameAvailability(state({ answer: { available: false } }))).toBe('taken');
  });

  it('is checking while typing has not paused yet and while the answer is on its way', () => {
    expect(usernameAvailability(state({ asked: null }))).toBe('checking');
    // The answer about the name before the last keystroke is not this name's.
    expect(usernameAvailability(state({ name: 'player012', asked: 'player01', answer: { available: true } }))).toBe('checking');
    expect(usernameAvailability(state({ pending: true }))).toBe('checking');
  });

  it('says nothing for a name the rule refuses, offline, or after a failed check, so the form still submits', () => {
    expect(usernameAvailability(state({ name: null, answer: { available: false } }))).toBe('unknown');
    expect(usernameAvailability(state({ online: false, answer: { available: false } }))).toBe('unknown');
    expect(usernameAvailability(state({ online: false, asked: null }))).toBe('unknown');
    expect(usernameAvailability(state({ answer: undefined, pending: false }))).toBe('unknown');
  });
});
