import { act, fireEvent, screen, within } from '@testing-library/react';
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
    expect(button.textContent).toBe('TY');
    await paintFirstRender();
    expect(await screen.findByRole('button', { name: 'TY, Language: Tagalog' })).toBe(button);
  });
});

describe('LanguagePicker', () => {
  beforeAll(paintFirstRender);

  it('shows the current language on a button whose name starts with what it shows', async () => {
    renderWithI18n(<LanguagePicker languages={languages} current="ty" onSelect={() => undefined} />);
    const button = await screen.findByRole('button', { name: 'TY, Language: Tagalog' });
    expect(button.textContent).toBe('TY');
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('does not load the sheet before it is asked for', () => {
    renderWithI18n(<LanguagePicker languages={languages} current="EN" onSelect={() => undefined} />);
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('lists the given languages by their own names and marks the current one', async () => {
    renderWithI18n(<LanguagePicker languages={languages} current="EN" onSelect={() => undefined} />);
    const sheet = await openSheet();
    expect(sheet.classList.contains('dialog--sheet')).toBe(true);
    const options = within(sheet)
      .getAllByRole('button')
      .filter((button) => button.classList.contains('language-list__option'));
    expect(options.map((option) => option.textContent)).toEqual(['English', 'Tagalog', '简体中文', 'Tiếng Việt', 'العربية']);
    const current = options.filter((option) => option.getAttribute('aria-current') === 'true');
    expect(current).toEqual([options[0]]);
    expect(options[0]!.querySelector('.language-list__check')).not.toBeNull();
    expect(options[1]!.querySelector('.language-list__check')).toBeNull();
    expect(document.activeElement).toBe(options[0]);
    const arabic = within(sheet).getByText('العربية');
    expect(arabic.getAttribute('lang')).toBe('ar');
    expect(arabic.getAttribute('dir')).toBe('rtl');
    expect(within(sheet).getByText('简体中文').getAttribute('lang')).toBe('zh-Hans');
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
    expect(within(sheet).getByText('Tagalog')).toBeTruthy();
    info.mockRestore();
  });

  it('selects a language and closes the sheet', async () => {
    const onSelect = vi.fn(async () => undefined);
    renderWithI18n(<LanguagePicker languages={languages} current="EN" onSelect={onSelect} />);
    const sheet = (await openSheet()) as HTMLDialogElement;
    expect(screen.getByRole('button', { name: 'EN, Language: English' }).getAttribute('aria-expanded')).toBe('true');
    await act(async () => {
      fireEvent.click(within(sheet).getByText('Tiếng Việt'));
    });
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('VI');
    expect(sheet.open).toBe(false);
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
    await act(async () => {
      fireEvent.click(within(sheet).getByText('Tagalog'));
    });
    expect(toast.getSnapshot().map((shown) => shown.kind)).toEqual(['error']);
  });
});
