import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithI18n } from '../testing/render';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('says No data by default with a decorative icon', () => {
    const { container } = renderWithI18n(<EmptyState />);
    expect(screen.getByText('No data')).toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access -- a decorative icon has no role or text to find it by
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows a custom message and action', () => {
    renderWithI18n(
      <EmptyState
        message="No favourites yet"
        action={
          <button type="button" className="button">
            Browse games
          </button>
        }
      />,
    );
    expect(screen.queryByText('No data')).not.toBeInTheDocument();
    expect(screen.getByText('No favourites yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Browse games' })).toBeInTheDocument();
  });
});
