import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { markFirstRender } from '@/lib/perf/first-render';

import { CdnImage } from './CdnImage';

describe('CdnImage before the first page has rendered', () => {
  it('keeps a lazy image’s box without asking for it, then asks once the page has rendered; an eager one asks at once', async () => {
    render(
      <>
        <CdnImage src="/cdn/vendors/TCG.svg" alt="TCG" width={64} height={40} />
        <CdnImage src="/cdn/banners/1.svg" alt="Banner" width={750} height={300} loading="eager" />
      </>,
    );
    const logo = screen.getByRole('img', { name: 'TCG' });
    expect(logo).not.toHaveAttribute('src');
    expect(logo).toHaveAttribute('width', '64');
    expect(screen.getByRole('img', { name: 'Banner' })).toHaveAttribute('src', '/cdn/banners/1.svg');
    act(() => markFirstRender());
    // In the task after the first render's.
    await waitFor(() => expect(logo).toHaveAttribute('src', '/cdn/vendors/TCG.svg'));
  });
});
