import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import { afterFirstRender, markFirstRender } from '@/lib/perf/first-render';

import { CdnImage } from './CdnImage';
import { DEFAULT_IMAGE } from './default-image';
import { ImageCdnProvider } from './ImageCdnProvider';

// The page has rendered: lazy images ask for their address (CdnImage.first-render.test.tsx covers before).
beforeAll(async () => {
  markFirstRender();
  // Deferred work runs once that render has been painted.
  await new Promise<void>((resolve) => afterFirstRender(resolve));
});

function image(): HTMLImageElement {
  return screen.getByRole('img') as HTMLImageElement;
}

describe('CdnImage', () => {
  it('loads the path from the CDN chosen by the provider, lazily, in a fixed box', () => {
    render(
      <ImageCdnProvider cdns={['https://img.example.com/']}>
        <CdnImage src="/games/1.svg" alt="Lucky Fortune" width={96} height={96} />
      </ImageCdnProvider>,
    );
    expect(image()).toHaveAttribute('src', 'https://img.example.com/games/1.svg');
    expect(image()).toHaveAttribute('alt', 'Lucky Fortune');
    expect(image()).toHaveAttribute('loading', 'lazy');
    expect(image()).toHaveAttribute('width', '96');
    expect(image()).toHaveAttribute('height', '96');
  });

  it('uses /cdn without a provider', () => {
    render(<CdnImage src="games/1.svg" alt="" width={48} height={48} />);
    expect(screen.getByRole('presentation')).toHaveAttribute('src', '/cdn/games/1.svg');
  });

  it('swaps to the default image once on error and stays there', () => {
    render(<CdnImage src="/cdn/vendors/TCG.svg" alt="TCG" width={64} height={40} />);
    fireEvent.error(image());
    expect(image()).toHaveAttribute('src', DEFAULT_IMAGE);
    fireEvent.error(image());
    fireEvent.error(image());
    expect(image()).toHaveAttribute('src', DEFAULT_IMAGE);
    expect(image()).toHaveAttribute('width', '64');
    expect(image()).toHaveAttribute('height', '40');
  });

  it('tries the fallback before the default image', () => {
    render(<CdnImage src="/cdn/games/9.svg" fallbackSrc="/cdn/vendors/TCG.svg" alt="Game" width={96} height={96} />);
    fireEvent.error(image());
    expect(image()).toHaveAttribute('src', '/cdn/vendors/TCG.svg');
    fireEvent.error(image());
    expect(image()).toHaveAttribute('src', DEFAULT_IMAGE);
  });

  it('shows the default image straight away for an empty src', () => {
    render(<CdnImage src="" alt="Game" width={96} height={96} />);
    expect(image()).toHaveAttribute('src', DEFAULT_IMAGE);
  });

  it('starts again from the top when the src changes', () => {
    const { rerender } = render(<CdnImage src="/cdn/games/1.svg" alt="Game" width={96} height={96} />);
    fireEvent.error(image());
    rerender(<CdnImage src="/cdn/games/2.svg" alt="Game" width={96} height={96} />);
    expect(image()).toHaveAttribute('src', '/cdn/games/2.svg');
  });

  it('keeps its CDN across re-renders with an equal list', () => {
    const cdns = ['https://a.example.com', 'https://b.example.com', 'https://c.example.com'];
    const { rerender } = render(
      <ImageCdnProvider cdns={[...cdns]}>
        <CdnImage src="/games/1.svg" alt="Game" width={96} height={96} />
      </ImageCdnProvider>,
    );
    const first = image().getAttribute('src');
    for (let round = 0; round < 20; round += 1) {
      rerender(
        <ImageCdnProvider cdns={[...cdns]}>
          <CdnImage src="/games/1.svg" alt="Game" width={96} height={96} />
        </ImageCdnProvider>,
      );
      expect(image()).toHaveAttribute('src', first);
    }
  });
});

describe('DEFAULT_IMAGE', () => {
  it('is an inline SVG so it needs no network', () => {
    expect(DEFAULT_IMAGE.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(DEFAULT_IMAGE.slice('data:image/svg+xml,'.length))).toContain('<svg');
  });
});
