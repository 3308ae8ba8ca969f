import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { STORAGE_KEYS } from '@/lib/storage/keys';
import { renderWithI18n } from '@/testing/render';

import { GameSearch } from './GameSearch';

function Harness({ onSearch }: { onSearch: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <GameSearch
      value={value}
      onChange={setValue}
      onSearch={(next) => {
        setValue(next);
        onSearch(next);
      }}
    />
  );
}

const box = () => screen.getByRole('searchbox', { name: 'Search games by name' });
const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.recentGameSearches) ?? '[]') as string[];

afterEach(() => localStorage.clear());

describe('GameSearch', () => {
  it('searches on Enter and remembers the name on the device', () => {
    const onSearch = vi.fn();
    renderWithI18n(<Harness onSearch={onSearch} />);
    fireEvent.change(box(), { target: { value: '  golden ' } });
    fireEvent.submit(box());
    expect(onSearch).toHaveBeenLastCalledWith('  golden ');
    expect(stored()).toEqual(['golden']);
  });

  it('clears the box with its button, keeping what was searched as a recent search', () => {
    const onSearch = vi.fn();
    renderWithI18n(<Harness onSearch={onSearch} />);
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    fireEvent.change(box(), { target: { value: 'dragon' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect((box() as HTMLInputElement).value).toBe('');
    expect(stored()).toEqual(['dragon']);
  });

  it('offers recent searches while the box is focused and empty; a chip searches again', () => {
    localStorage.setItem(STORAGE_KEYS.recentGameSearches, JSON.stringify(['fish', 'gold']));
    const onSearch = vi.fn();
    renderWithI18n(<Harness onSearch={onSearch} />);
    expect(screen.queryByText('Recent searches')).not.toBeInTheDocument();
    fireEvent.focus(box());
    expect(screen.getAllByTestId('recent-search').map((chip) => chip.textContent)).toEqual(['fish', 'gold']);
    fireEvent.click(screen.getByRole('button', { name: 'gold' }));
    expect(onSearch).toHaveBeenLastCalledWith('gold');
    expect(stored()).toEqual(['gold', 'fish']);
    // With a name in the box the chips give way to the results.
    expect(screen.queryByTestId('recent-search')).not.toBeInTheDocument();
  });

  it('forgets the recent searches on request', () => {
    localStorage.setItem(STORAGE_KEYS.recentGameSearches, JSON.stringify(['fish']));
    renderWithI18n(<Harness onSearch={vi.fn()} />);
    fireEvent.focus(box());
    fireEvent.click(screen.getByRole('button', { name: 'Clear history' }));
    expect(screen.queryByTestId('recent-search')).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.recentGameSearches)).toBeNull();
  });
});
