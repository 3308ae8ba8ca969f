import { msg } from '@lingui/core/macro';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithI18n } from '../testing/render';
import { LoadFailure } from './LoadFailure';

describe('LoadFailure', () => {
  it('says the data could not load and tries again on the button', () => {
    const onRetry = vi.fn();
    renderWithI18n(<LoadFailure onRetry={onRetry} />);
    expect(screen.getByText('This could not be loaded. Check your connection and try again.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('names what could not load when told', () => {
    renderWithI18n(<LoadFailure message={msg`The record could not be loaded.`} onRetry={() => undefined} />);
    expect(screen.getByText('The record could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText('This could not be loaded. Check your connection and try again.')).not.toBeInTheDocument();
  });
});
