import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { TIMING } from '../config/constants';
import { renderWithI18n } from '../testing/render';
import { LoadingOverlay } from './LoadingOverlay';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('LoadingOverlay', () => {
  it('shows nothing while inactive', () => {
    renderWithI18n(<LoadingOverlay active={false} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says please wait while active', () => {
    renderWithI18n(<LoadingOverlay active />);
    expect(screen.getByRole('status')).toHaveTextContent('Please wait');
  });

  it('hides itself after its 9999 ms bound even if still active', () => {
    renderWithI18n(<LoadingOverlay active />);
    advance(TIMING.loadingIndicator - 1);
    expect(screen.getByRole('status')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('honours a custom bound', () => {
    renderWithI18n(<LoadingOverlay active maxDuration={500} />);
    advance(500);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('hides as soon as the work ends and gets the full bound again next time', () => {
    const { rerender } = renderWithI18n(<LoadingOverlay active maxDuration={1000} />);
    advance(1000);
    rerender(<LoadingOverlay active={false} maxDuration={1000} />);
    rerender(<LoadingOverlay active maxDuration={1000} />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    advance(999);
    expect(screen.getByRole('status')).toBeInTheDocument();
    rerender(<LoadingOverlay active={false} maxDuration={1000} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
