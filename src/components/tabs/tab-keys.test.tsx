import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { onTabListKeyDown, type TabActivation, tabIndexOf, tabKeyTarget } from './tab-keys';

describe('tabKeyTarget', () => {
  it('moves to the next and previous tab, wrapping at both ends', () => {
    expect(tabKeyTarget('ArrowRight', 0, 3)).toBe(1);
    expect(tabKeyTarget('ArrowRight', 2, 3)).toBe(0);
    expect(tabKeyTarget('ArrowLeft', 1, 3)).toBe(0);
    expect(tabKeyTarget('ArrowLeft', 0, 3)).toBe(2);
  });

  it('goes to the first and last tab with Home and End', () => {
    expect(tabKeyTarget('Home', 2, 3)).toBe(0);
    expect(tabKeyTarget('End', 0, 3)).toBe(2);
  });

  it('mirrors Left and Right in a right-to-left language', () => {
    expect(tabKeyTarget('ArrowRight', 0, 3, true)).toBe(2);
    expect(tabKeyTarget('ArrowLeft', 0, 3, true)).toBe(1);
  });

  it('ignores other keys and an empty row', () => {
    expect(tabKeyTarget('ArrowDown', 0, 3)).toBeNull();
    expect(tabKeyTarget('Enter', 0, 3)).toBeNull();
    expect(tabKeyTarget('ArrowRight', 0, 0)).toBeNull();
  });

  it('puts only the selected tab in the Tab order', () => {
    expect(tabIndexOf(true)).toBe(0);
    expect(tabIndexOf(false)).toBe(-1);
  });
});

function Tabs({
  activation,
  names = ['One', 'Two', 'Three'],
  disabled,
}: {
  activation: TabActivation;
  names?: string[];
  disabled?: string;
}) {
  const [selected, setSelected] = useState(names[0]);
  return (
    <>
      <div role="tablist" aria-label="Choices" onKeyDown={(event) => onTabListKeyDown(event, activation)}>
        {names.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={name === selected}
            tabIndex={tabIndexOf(name === selected)}
            disabled={name === disabled}
            onClick={() => setSelected(name)}
          >
            {name}
          </button>
        ))}
      </div>
      <output data-testid="selected">{selected}</output>
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('onTabListKeyDown', () => {
  it('with automatic activation, moves focus and selects the tab the key names', () => {
    render(<Tabs activation="automatic" />);
    tab('One').focus();
    fireEvent.keyDown(tab('One'), { key: 'ArrowRight' });
    expect(tab('Two')).toHaveFocus();
    expect(screen.getByTestId('selected')).toHaveTextContent('Two');
    expect(tab('Two').tabIndex).toBe(0);
    expect(tab('One').tabIndex).toBe(-1);
    fireEvent.keyDown(tab('Two'), { key: 'End' });
    expect(tab('Three')).toHaveFocus();
    fireEvent.keyDown(tab('Three'), { key: 'ArrowRight' });
    expect(tab('One')).toHaveFocus();
    expect(screen.getByTestId('selected')).toHaveTextContent('One');
  });

  it('with manual activation, only moves focus; the selection stays until the tab is pressed', () => {
    render(<Tabs activation="manual" />);
    tab('One').focus();
    fireEvent.keyDown(tab('One'), { key: 'ArrowLeft' });
    expect(tab('Three')).toHaveFocus();
    expect(screen.getByTestId('selected')).toHaveTextContent('One');
    fireEvent.keyDown(tab('Three'), { key: 'Home' });
    expect(tab('One')).toHaveFocus();
  });

  it('skips a disabled tab and leaves other keys to the page', () => {
    render(<Tabs activation="automatic" disabled="Two" />);
    tab('One').focus();
    const notHandled = fireEvent.keyDown(tab('One'), { key: 'ArrowDown' });
    expect(notHandled).toBe(true);
    const handled = fireEvent.keyDown(tab('One'), { key: 'ArrowRight' });
    expect(handled).toBe(false);
    expect(tab('Three')).toHaveFocus();
  });

  it('leaves modified keys to the browser', () => {
    render(<Tabs activation="automatic" />);
    tab('One').focus();
    fireEvent.keyDown(tab('One'), { key: 'ArrowRight', altKey: true });
    expect(tab('One')).toHaveFocus();
  });
});
