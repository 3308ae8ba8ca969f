import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { sanitizeHtml } from '@/lib/content/sanitize-html';

import { OperatorHtml } from './OperatorHtml';

describe('OperatorHtml', () => {
  it('renders sanitised operator HTML with its inline styles set through the CSSOM, and again when it changes', () => {
    const first = sanitizeHtml('<h3 style="font-size: 24px; color: #f5c518">Reload</h3><p>Body</p>');
    const { rerender } = render(<OperatorHtml className="popup" data-testid="content" html={first} />);
    expect(screen.getByTestId('content')).toHaveClass('popup', { exact: true });
    const heading = screen.getByRole('heading', { name: 'Reload' });
    // eslint-disable-next-line jest-dom/prefer-to-have-style -- jsdom computes no calc() with var(): read the inline value as set
    expect(heading.style.fontSize).toBe('calc(0.24 * var(--design-rem))');
    expect(heading).toHaveStyle({ color: 'rgb(245, 197, 24)' });
    rerender(<OperatorHtml className="popup" data-testid="content" html={sanitizeHtml('<p style="font-size: 16px">Next</p>')} />);
    // eslint-disable-next-line jest-dom/prefer-to-have-style -- as above
    expect(screen.getByText('Next').style.fontSize).toBe('calc(0.16 * var(--design-rem))');
  });
});
