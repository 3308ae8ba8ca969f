import { act, fireEvent, screen } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { TIMING } from '@/config/constants';
import { usernameRule } from '@/lib/account/username-rule.fixture';
import { connectivity } from '@/lib/network/connectivity';
import { installFakeGateway, ok, refused } from '@/testing/fake-gateway';
import { renderWithStore } from '@/testing/render-with-store';

import { UsernameField } from './UsernameField';

const CHECK = '/wps/check/username';

/** What the gateway knows: the names taken, and whether its checks fail. */
const names = { taken: new Set<string>(), failing: false };

/** The checks wait until the test answers them (`answer`). */
const gateway = installFakeGateway((gateway) => {
  gateway.on('GET', CHECK, (call) =>
    names.failing ? refused('system.error', 500) : ok({ available: !names.taken.has(call.query.get('username') ?? '') }),
  );
  gateway.hold('GET', CHECK);
});

/** The names the field asked the gateway about, in order. */
const asked = () => gateway.calls('GET', CHECK).map((call) => call.query.get('username'));

/** Waits until every request the rendered field's store sent has its answer. */
let answered: () => Promise<void> = () => Promise.resolve();

const rule = usernameRule();

const TAKEN_TEXT = 'This username is already taken';

/** The field in a form that, like the registration form, refuses the names it was told are taken. */
function renderField() {
  const known = new Set<string>();
  const onTaken = vi.fn((name: string) => void known.add(name));
  const onSubmit = vi.fn();
  ({ answered } = renderWithStore(
    <Formik
      initialValues={{ username: '' }}
      validate={(values) => (known.has(values.username) ? { username: TAKEN_TEXT } : {})}
      onSubmit={onSubmit}
    >
      <Form>
        <UsernameField rule={rule} onTaken={onTaken} label="Username" />
        <button type="submit">Register</button>
      </Form>
    </Formik>,
  ));
  return { onTaken, onSubmit };
}

const input = () => screen.getByLabelText('Username');
const status = () => screen.getByRole('status');

async function type(value: string) {
  fireEvent.change(input(), { target: { value } });
  await pause(0);
}

async function pause(ms: number = TIMING.usernameCheckDebounce) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** The gateway answers every name asked so far. */
async function answer() {
  await gateway.answerHeld();
  await answered();
}

beforeEach(() => {
  vi.useFakeTimers();
  names.taken = new Set(['newbie01']);
  names.failing = false;
});

afterEach(() => {
  vi.useRealTimers();
  connectivity.setOnline(true);
});

describe('UsernameField (docs/product.md#registration)', () => {
  it('keeps one line for the status from the start, and says nothing before the rule accepts the name', async () => {
    renderField();
    expect(status()).toBeEmptyDOMElement();
    await type('demo');
    await pause();
    expect(status()).toBeEmptyDOMElement();
    expect(asked()).toEqual([]);
  });

  it('asks once typing has paused, and says checking until the answer comes', async () => {
    renderField();
    await type('player');
    expect(status()).toHaveTextContent('Checking…');
    await type('player01');
    await pause(TIMING.usernameCheckDebounce - 1);
    expect(asked()).toEqual([]);
    await pause(1);
    expect(asked()).toEqual(['player01']);
    expect(status()).toHaveTextContent('Checking…');
    await answer();
    expect(status()).toHaveTextContent('This username is available');
    expect(input()).toHaveAttribute('aria-describedby', expect.stringContaining('field-username-error'));
  });

  it('never shows an answer about an earlier name', async () => {
    renderField();
    await type('player01');
    await pause();
    await type('newbie01');
    await answer();
    // player01's answer has come, but the field now holds another name.
    expect(status()).toHaveTextContent('Checking…');
    await pause();
    await answer();
    expect(status()).toHaveTextContent(TAKEN_TEXT);
  });

  it('makes a taken name the field error, which stops the form from submitting', async () => {
    const { onTaken, onSubmit } = renderField();
    await type('newbie01');
    await pause();
    await answer();
    expect(status()).toHaveTextContent(TAKEN_TEXT);
    expect(onTaken).toHaveBeenCalledExactlyOnceWith('newbie01');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    // Formik validates before it submits, a promise later.
    await pause(0);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    // The error takes the status's line, with the same words.
    expect(status()).toHaveTextContent(TAKEN_TEXT);
    expect(screen.getAllByText(TAKEN_TEXT)).toHaveLength(1);
  });

  it('says nothing and asks nothing offline, and a failed check does not stop the form', async () => {
    const { onSubmit } = renderField();
    act(() => connectivity.setOnline(false));
    await type('player01');
    await pause();
    expect(status()).toBeEmptyDOMElement();
    expect(asked()).toEqual([]);

    act(() => connectivity.setOnline(true));
    names.failing = true;
    await pause();
    await answer();
    expect(asked()).toEqual(['player01']);
    expect(status()).toBeEmptyDOMElement();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    // Formik validates before it submits, a promise later.
    await pause(0);
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('keeps what was typed whatever the check says', async () => {
    renderField();
    await type('newbie01');
    await pause();
    await answer();
    expect(input()).toHaveValue('newbie01');
  });
});
