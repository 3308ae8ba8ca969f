import './auth.css';

import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, type PointerEvent, type ReactNode, useId, useMemo, useRef, useState } from 'react';

import { Dialog } from '@/components/dialog/Dialog';
import { Loading } from '@/components/Loading';
import type { GeetestResult } from '@/contract/geetest';
import { errorMessage } from '@/lib/errors/error-catalogue';
import { isGatewayError } from '@/lib/gateway/gateway-error';

import { useGeetestChallengeQuery } from '../api/auth-api';
import type { SliderCheck } from '../model/send-sms-code';
import {
  geetestResult,
  isSliderRefusal,
  maxOffset,
  offsetAfterDrag,
  offsetAfterKey,
  percentOfWidth,
  type SliderGeometry,
} from '../model/slider-check';

/** The gateway's picture size, for the layout until the first challenge has arrived. */
const PLACEHOLDER: SliderGeometry & { height: number } = { width: 300, height: 150, pieceWidth: 48 };

/** Each challenge is asked for once: a nonce no earlier dialog has used. */
let lastNonce = Date.now();
function nextNonce(): number {
  lastNonce += 1;
  return lastNonce;
}

interface PendingCheck {
  send: (geetest: GeetestResult) => Promise<unknown>;
  settle: (outcome: { answer: unknown } | { error: unknown }) => void;
}

interface Drag {
  pointerId: number;
  startX: number;
  startOffset: number;
  /** The picture's drawn width when the drag began: screen pixels to picture pixels. */
  drawnWidth: number;
  offset: number;
}

/**
 * The slider check the operator may ask for before an SMS code is sent (GEETEST3,
 * docs/product.md#states-and-transitions): `sliderCheck` is undefined while it is off; while it is
 * on, it opens `dialog` and resolves once a send with the solved slider succeeded.
 */
export function useSliderCheck(enabled: boolean): { sliderCheck: SliderCheck | undefined; dialog: ReactNode } {
  const [pending, setPending] = useState<(PendingCheck & { id: number }) | null>(null);
  const sliderCheck = useMemo<SliderCheck | undefined>(() => {
    if (!enabled) return undefined;
    return <T,>(send: (geetest: GeetestResult) => Promise<T>) =>
      new Promise<T | null>((resolve, reject) => {
        setPending({
          id: nextNonce(),
          send,
          settle: (outcome) => {
            setPending(null);
            if ('error' in outcome) reject(outcome.error);
            else resolve(outcome.answer as T | null);
          },
        });
      });
  }, [enabled]);
  // Keyed by the request, so every Get code starts from a fresh picture and a piece at the left.
  const dialog = pending ? <SliderCheckDialog key={pending.id} pending={pending} /> : null;
  return { sliderCheck, dialog };
}

function SliderCheckDialog({ pending }: { pending: PendingCheck }) {
  const { t, i18n } = useLingui();
  const hintId = useId();
  const keysId = useId();
  const [nonce, setNonce] = useState(nextNonce);
  const challenge = useGeetestChallengeQuery(nonce);
  const [offset, setOffset] = useState(0);
  const [checking, setChecking] = useState(false);
  const [refusal, setRefusal] = useState<MessageDescriptor | null>(null);
  const pictureRef = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);

  const data = challenge.isFetching ? undefined : challenge.currentData;
  const geometry = data ?? PLACEHOLDER;
  const ready = data !== undefined && !checking;

  function newChallenge() {
    drag.current = null;
    setOffset(0);
    setNonce(nextNonce());
  }

  async function check(at: number) {
    if (!data || checking) return;
    setChecking(true);
    setRefusal(null);
    try {
      const answer = await pending.send(geetestResult(data, at));
      pending.settle({ answer });
    } catch (caught) {
      const error = isGatewayError(caught) ? caught : undefined;
      if (!isSliderRefusal(error)) {
        pending.settle({ error: caught });
        return;
      }
      // docs/product.md#states-and-transitions: a piece off the gap gets its text and a new picture.
      setRefusal(errorMessage(error));
      setChecking(false);
      newChallenge();
    }
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (!ready || !event.isPrimary) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    const drawnWidth = pictureRef.current?.getBoundingClientRect().width ?? 0;
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startOffset: offset, drawnWidth, offset };
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    current.offset = offsetAfterDrag(current.startOffset, event.clientX - current.startX, current.drawnWidth, geometry);
    setOffset(current.offset);
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    // A tap that did not move the piece is not an answer.
    if (current.offset !== current.startOffset) void check(current.offset);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!ready) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      void check(offset);
      return;
    }
    const next = offsetAfterKey(offset, event.key, event.shiftKey, geometry);
    if (next === null) return;
    event.preventDefault();
    setOffset(next);
  }

  const left = `${percentOfWidth(offset, geometry)}%`;
  const pieceWidth = `${percentOfWidth(geometry.pieceWidth, geometry)}%`;

  return (
    <Dialog
      open
      onClose={() => pending.settle({ answer: null })}
      title={<Trans>Security check</Trans>}
      dismissible={!checking}
      className="slider-check"
      actions={
        <button type="button" className="button button--quiet" disabled={checking} onClick={newChallenge}>
          <Trans>New picture</Trans>
        </button>
      }
    >
      <p id={hintId} className="slider-check__hint">
        <Trans>Drag the slider until the piece fills the gap in the picture.</Trans>
      </p>
      <div ref={pictureRef} className="slider-check__picture" style={{ aspectRatio: `${geometry.width} / ${geometry.height}` }}>
        {data ? (
          <>
            <img
              className="slider-check__background"
              src={`data:image/png;base64,${data.background}`}
              alt={t`Picture with a gap`}
              draggable={false}
            />
            <img
              className="slider-check__piece"
              src={`data:image/png;base64,${data.piece}`}
              alt=""
              draggable={false}
              data-testid="slider-piece"
              style={{ left, top: `${(data.pieceY / data.height) * 100}%`, width: pieceWidth }}
            />
          </>
        ) : challenge.isError && !challenge.isFetching ? (
          <div className="slider-check__failed">
            <p>
              <Trans>The picture could not be loaded.</Trans>
            </p>
            <button type="button" className="button button--quiet" onClick={newChallenge}>
              <Trans>Try again</Trans>
            </button>
          </div>
        ) : (
          <Loading />
        )}
      </div>
      <div className="slider-check__track">
        {/* The way the piece has come, up to the middle of the handle. */}
        <div className="slider-check__trail" style={{ width: `calc(${left} + ${pieceWidth} / 2)` }} />
        <div
          role="slider"
          tabIndex={0}
          data-autofocus=""
          className="slider-check__handle"
          aria-label={t`Piece position`}
          aria-valuemin={0}
          aria-valuemax={maxOffset(geometry)}
          aria-valuenow={Math.round(offset)}
          aria-describedby={`${hintId} ${keysId}`}
          aria-disabled={!ready || undefined}
          style={{ left, width: pieceWidth }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            drag.current = null;
          }}
          onKeyDown={onKeyDown}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path
              d="M5 12h13M13 6l6 6-6 6"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
              strokeLinejoin="round"
              fill="none"
            />
          </svg>
        </div>
      </div>
      <p id={keysId} className="slider-check__keys">
        <Trans>With a keyboard: arrow keys move the piece, Enter checks it.</Trans>
      </p>
      <p className="slider-check__status" role="status">
        {checking ? <Trans>Checking…</Trans> : null}
      </p>
      {refusal && (
        <p className="form-alert" role="alert">
          {i18n._(refusal)}
        </p>
      )}
    </Dialog>
  );
}
