import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithI18n } from '../testing/render';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('says No data by default with a decorative icon', () => {
    const { container } = renderWithI18n(<EmptyState />);
    expect(screen.queryByText('No data')).not.toBeNull();
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
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
    expect(screen.queryByText('No data')).toBeNull();
    expect(screen.queryByText('No favourites yet')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Browse games' })).not.toBeNull();
  });
});
