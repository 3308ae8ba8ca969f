import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { sanitizeHtml } from '@/lib/content/sanitize-html';

import { OperatorHtml } from './OperatorHtml';

describe('OperatorHtml', () => {
  it('renders sanitised operator HTML with its inline styles set through the CSSOM, and again when it changes', () => {
    const first = sanitizeHtml('<h3 style="font-size: 24px; color: #f5c518">Reload</h3><p>Body</p>');
    const { getByTestId, rerender } = render(<OperatorHtml className="popup" data-testid="content" html={first} />);
    const content = getByTestId('content');
    expect(content.className).toBe('popup');
    const heading = content.querySelector('h3') as HTMLElement;
    expect(heading.style.fontSize).toBe('calc(0.24 * var(--design-rem))');
    expect(heading.style.color).toBe('rgb(245, 197, 24)');
    rerender(<OperatorHtml className="popup" data-testid="content" html={sanitizeHtml('<p style="font-size: 16px">Next</p>')} />);
    expect((content.querySelector('p') as HTMLElement).style.fontSize).toBe('calc(0.16 * var(--design-rem))');
  });
});
