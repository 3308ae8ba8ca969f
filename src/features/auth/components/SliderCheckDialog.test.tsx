import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import type { GeetestChallenge, GeetestResult } from '@/contract/geetest';
import { installFakeGateway, ok } from '@/testing/fake-gateway';
import { installDialogPolyfill } from '@/testing/render';
import { renderWithStore } from '@/testing/render-with-store';

import { useSliderCheck } from './SliderCheckDialog';

const CHALLENGE = '/wps/geetest/challenge';

/** One challenge per nonce (the `t` the app sends), answered at once. */
const gateway = installFakeGateway((gateway) =>
  gateway.on('GET', CHALLENGE, (call) =>
    ok({
      lot_number: (call.query.get('t') ?? '').padStart(32, '0'),
      pass_token: 'b'.repeat(32),
      gen_time: '1700000000',
      width: 300,
      height: 150,
      pieceWidth: 48,
      pieceHeight: 48,
      pieceY: 40,
      background: 'AAAA',
      piece: 'AAAA',
    } satisfies GeetestChallenge),
  ),
);

/** The nonces of the challenges asked for, in order. */
const nonces = () => gateway.calls('GET', CHALLENGE).map((call) => call.query.get('t'));

beforeAll(installDialogPolyfill);

beforeEach(() => {
  // jsdom lays nothing out: the picture is drawn 150 px wide, half its size.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: 0, width: 150, height: 75 }));
  HTMLElement.prototype.setPointerCapture = vi.fn();
});

afterEach(() => {
  vi.restoreAllMocks();
});

type Outcome = { answer: unknown } | { error: unknown };

function Harness({ send, onOutcome }: { send: (geetest: GeetestResult) => Promise<unknown>; onOutcome: (outcome: Outcome) => void }) {
  const { sliderCheck, dialog } = useSliderCheck(true);
  return (
    <>
      <button
        type="button"
        onClick={() =>
          void sliderCheck!(send).then(
            (answer) => onOutcome({ answer }),
            (error: unknown) => onOutcome({ error }),
          )
        }
      >
        Get code
      </button>
      {dialog}
    </>
  );
}

/** The challenge's picture, once it has come. */
const picture = () => screen.findByRole('img', { name: 'Picture with a gap' });

async function open(send: (geetest: GeetestResult) => Promise<unknown>) {
  const onOutcome = vi.fn<(outcome: Outcome) => void>();
  renderWithStore(<Harness send={send} onOutcome={onOutcome} />);
  fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
  await picture();
  return { onOutcome, slider: screen.getByRole('slider', { name: 'Piece position' }) };
}

describe('the slider check dialog', () => {
  it('moves the piece with the arrow keys and sends its place on Enter, then closes', async () => {
    const send = vi.fn(async () => ({ expirationTime: 1 }));
    const { onOutcome, slider } = await open(send);
    expect(screen.getByRole('dialog', { name: 'Security check' })).toBeInTheDocument();
    expect(slider).toHaveFocus();
    fireEvent.keyDown(slider, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(slider).toHaveValue(11);
    expect(slider).toHaveAttribute('aria-valuemax', '252');
    fireEvent.keyDown(slider, { key: 'Enter' });
    await waitFor(() => expect(onOutcome).toHaveBeenCalledWith({ answer: { expirationTime: 1 } }));
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({ captcha_output: '11', pass_token: 'b'.repeat(32), gen_time: '1700000000' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('turns a drag on the scaled picture into picture pixels and checks on release', async () => {
    const send = vi.fn(async () => ({}));
    const { onOutcome, slider } = await open(send);
    fireEvent.pointerDown(slider, { pointerId: 1, isPrimary: true, clientX: 10 });
    fireEvent.pointerMove(slider, { pointerId: 1, clientX: 70 });
    expect(slider).toHaveValue(120);
    fireEvent.pointerUp(slider, { pointerId: 1, clientX: 70 });
    await waitFor(() => expect(onOutcome).toHaveBeenCalled());
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ captcha_output: '120' }));
  });

  it('on a miss says so, draws a new picture and puts the piece back, keeping the dialog open', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce({ status: 400, code: 'geetest.invalid', message: '' })
      .mockResolvedValueOnce({ expirationTime: 2 });
    const { onOutcome, slider } = await open(send);
    fireEvent.keyDown(slider, { key: 'End' });
    fireEvent.keyDown(slider, { key: 'Enter' });
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The piece did not fit the gap. Try again with the new picture.',
    );
    await picture();
    expect(nonces()).toHaveLength(2);
    expect(slider).toHaveValue(0);
    expect(onOutcome).not.toHaveBeenCalled();
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    fireEvent.keyDown(slider, { key: 'Enter' });
    await waitFor(() => expect(onOutcome).toHaveBeenCalledWith({ answer: { expirationTime: 2 } }));
    expect(send.mock.calls[1]![0]).toMatchObject({ lot_number: (nonces()[1] ?? '').padStart(32, '0') });
  });

  it('hands other refusals to the caller and closes', async () => {
    const refusal = { status: 400, code: 'mobile.not.registered', message: '' };
    const { onOutcome, slider } = await open(() => Promise.reject(refusal));
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    fireEvent.keyDown(slider, { key: 'Enter' });
    await waitFor(() => expect(onOutcome).toHaveBeenCalledWith({ error: refusal }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends nothing when closed, and a tap without a drag is no answer', async () => {
    const send = vi.fn();
    const { onOutcome, slider } = await open(send);
    fireEvent.pointerDown(slider, { pointerId: 1, isPrimary: true, clientX: 10 });
    fireEvent.pointerUp(slider, { pointerId: 1, clientX: 10 });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(onOutcome).toHaveBeenCalledWith({ answer: null }));
    expect(send).not.toHaveBeenCalled();
  });
});
