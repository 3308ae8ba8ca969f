import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { enabledLanguages } from '@/lib/i18n/languages';
import { afterFirstRender, markFirstRender } from '@/lib/perf/first-render';
import { installDialogPolyfill, renderWithI18n } from '@/testing/render';

import { toast } from '../toast/toast';
import { LanguagePicker } from './LanguagePicker';

beforeAll(installDialogPolyfill);

// The catalogs this suite pretends the app has: the sheet offers no other language.
vi.mock('@/lib/i18n/catalog-locales', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/i18n/catalog-locales')>();
  const locales = new Set(['en', 'ty', 'cn', 'vi', 'ar']);
  return { ...actual, withCatalogs: (languages: Parameters<typeof actual.withCatalogs>[0]) => actual.withCatalogs(languages, locales) };
});

/** The page has rendered and been painted: the button's name table loads after that. */
async function paintFirstRender() {
  markFirstRender();
  await new Promise<void>((resolve) => afterFirstRender(resolve));
}

afterEach(() => {
  toast.clear();
});

const languages = enabledLanguages(['EN', 'TY', 'CN', 'VI', 'AR']);

async function openSheet() {
  fireEvent.click(await screen.findByRole('button', { name: 'EN, Language: English' }));
  return screen.findByRole('dialog', { name: 'Choose language' });
}

describe('LanguagePicker before the first paint', () => {
  it("names the button with its code, then with the language's own name once the page has painted", async () => {
    renderWithI18n(<LanguagePicker languages={languages} current="ty" onSelect={() => undefined} />);
    const button = screen.getByRole('button', { name: 'TY, Language' });
    expect(button).toHaveTextContent('TY');
    await paintFirstRender();
    expect(await screen.findByRole('button', { name: 'TY, Language: Tagalog' })).toBe(button);
  });
});

describe('LanguagePicker', () => {
  beforeAll(paintFirstRender);

  it('shows the current language on a button whose name starts with what it shows', async () => {
    renderWithI18n(<LanguagePicker languages={languages} current="ty" onSelect={() => undefined} />);
    const button = await screen.findByRole('button', { name: 'TY, Language: Tagalog' });
    expect(button).toHaveTextContent('TY');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // eslint-disable-next-line testing-library/no-node-access -- the globe icon is decoration, with no role or text to find it by
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('does not load the sheet before it is asked for', () => {
    renderWithI18n(<LanguagePicker languages={languages} current="EN" onSelect={() => undefined} />);
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
  });

  it('lists the given languages by their own names and marks the current one', async () => {
    renderWithI18n(<LanguagePicker languages={languages} current="EN" onSelect={() => undefined} />);
    const sheet = await openSheet();
    expect(sheet).toHaveClass('dialog--sheet');
    const options = within(sheet)
      .getAllByRole('button')
      .filter((button) => button.classList.contains('language-list__option'));
    expect(options.map((option) => option.textContent)).toEqual(['English', 'Tagalog', '简体中文', 'Tiếng Việt', 'العربية']);
    const current = options.filter((option) => option.getAttribute('aria-current') === 'true');
    expect(current).toEqual([options[0]]);
    // The check mark is drawn for the eye only (aria-current says it to everyone else).
    /* eslint-disable testing-library/no-node-access */
    expect(options[0]!.querySelector('.language-list__check')).toBeInTheDocument();
    expect(options[1]!.querySelector('.language-list__check')).not.toBeInTheDocument();
    /* eslint-enable testing-library/no-node-access */
    expect(options[0]).toHaveFocus();
    const arabic = within(sheet).getByText('العربية');
    expect(arabic).toHaveAttribute('lang', 'ar');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    expect(within(sheet).getByText('简体中文')).toHaveAttribute('lang', 'zh-Hans');
  });

  it('does not list a language the app has no catalog for', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    renderWithI18n(<LanguagePicker languages={enabledLanguages(['EN', 'TE', 'TY'])} current="EN" onSelect={() => undefined} />);
    const sheet = await openSheet();
    expect(
      within(sheet)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).not.toContain('తెలుగు');
    expect(within(sheet).getByText('Tagalog')).toBeInTheDocument();
    info.mockRestore();
  });

  it('selects a language and closes the sheet', async () => {
    const onSelect = vi.fn(async () => undefined);
    renderWithI18n(<LanguagePicker languages={languages} current="EN" onSelect={onSelect} />);
    const sheet = (await openSheet()) as HTMLDialogElement;
    expect(screen.getByRole('button', { name: 'EN, Language: English' })).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(within(sheet).getByText('Tiếng Việt'));
    await waitFor(() => expect(sheet.open).toBe(false));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('VI');
  });

  it('just closes when the current language is chosen again', async () => {
    const onSelect = vi.fn();
    renderWithI18n(<LanguagePicker languages={languages} current="EN" onSelect={onSelect} />);
    const sheet = (await openSheet()) as HTMLDialogElement;
    fireEvent.click(within(sheet).getByText('English'));
    expect(onSelect).not.toHaveBeenCalled();
    expect(sheet.open).toBe(false);
  });

  it('reports a failed switch with an error toast', async () => {
    const onSelect = vi.fn(async () => {
      throw new Error('catalog unavailable offline');
    });
    renderWithI18n(<LanguagePicker languages={languages} current="EN" onSelect={onSelect} />);
    const sheet = await openSheet();
    fireEvent.click(within(sheet).getByText('Tagalog'));
    await waitFor(() => expect(toast.getSnapshot().map((shown) => shown.kind)).toEqual(['error']));
  });
});
