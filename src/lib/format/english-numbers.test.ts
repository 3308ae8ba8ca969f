import { beforeEach, describe, expect, it, vi } from 'vitest';

const built = vi.hoisted(() => [] as string[]);
vi.mock('../i18n/intl-cache', () => ({
  numberFormat: (locale: string) => {
    built.push(locale);
    return new Intl.NumberFormat(locale);
  },
}));

const { warmUpNumberFormat } = await import('./english-numbers');

describe('warmUpNumberFormat', () => {
  beforeEach(() => {
    built.length = 0;
  });

  it('builds no formatter for a language whose numbers are written by hand', () => {
    for (const locale of ['en', 'tl', 'zh-Hans', 'ja']) warmUpNumberFormat(locale);
    expect(built).toEqual([]);
  });

  it('builds the first formatter of a language that goes through Intl', () => {
    warmUpNumberFormat('hi');
    warmUpNumberFormat('vi');
    expect(built).toEqual(['hi', 'vi']);
  });
});
