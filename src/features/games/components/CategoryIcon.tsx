/**
 * Category icons (docs/product.md#game-entrance-and-game-centre): ALL, ELOTT, FISH, LIVE, LOTT,
 * PVP, RNG, SPORTS, BINGO, BGS, plus the entrance menu's own.
 */
const PATHS: Record<string, string> = {
  ALL: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  HOME: 'M3 11 12 3l9 8v10h-6v-6H9v6H3z',
  SERVICE: 'M12 3a8 8 0 0 0-8 8v5a2 2 0 0 0 2 2h2v-7H6a6 6 0 0 1 12 0h-2v7h2v1a2 2 0 0 1-2 2h-3v2h3a4 4 0 0 0 4-4v-6a8 8 0 0 0-8-8Z',
  FAVOURITES: 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9Z',
  RECENT: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 2a7 7 0 1 1 0 14 7 7 0 0 1 0-14Zm-1 2v6l5 3 1-1.7-4-2.3V7Z',
  HOT: 'M12 2c1 4 5 6 5 11a5 5 0 0 1-10 0c0-2 1-3.5 2-4.5 0 2 1 3 2 3 0-3-1-6 1-9.5Z',
  RNG: 'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm2 5v8h2V8Zm4 0v8h2V8Zm4 0v8h2V8Z',
  LIVE: 'M12 3 4 7v2h16V7Zm-6 8v6h2v-6Zm5 0v6h2v-6Zm5 0v6h2v-6ZM4 19v2h16v-2Z',
  FISH: 'M3 12c3-5 9-6 13-3l4-3v12l-4-3c-4 3-10 2-13-3Zm12-1a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z',
  LOTT: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 4a6 6 0 1 1 0 12 6 6 0 0 1 0-12Zm-1 3v6h2V9Z',
  ELOTT: 'M4 4h16v12H4zM8 20h8v-2H8zm3-12v4h2V8z',
  SPORTS:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 3 3 2.2-1.1 3.5h-3.8L9 7.2Zm-6 6 2.2-1 2 3.1-1.3 3.6-2.4-.4A7.9 7.9 0 0 1 6 11Zm12 0a7.9 7.9 0 0 1-.5 5.3l-2.4.4-1.3-3.6 2-3.1Z',
  ESPORTS:
    'M7 7h10a5 5 0 0 1 0 10c-1.5 0-2.3-1-3-2h-4c-.7 1-1.5 2-3 2A5 5 0 0 1 7 7Zm0 3v1.5H5.5v2H7V15h2v-1.5h1.5v-2H9V10Zm9 .5a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z',
  PVP: 'M6 3h9l4 4v14H6Zm5 6-3 4 3 4 3-4Z',
  BINGO: 'M4 4h16v16H4Zm3 3v2h2V7Zm4 0v2h2V7Zm4 0v2h2V7Zm-8 4v2h2v-2Zm4 0v2h2v-2Zm4 0v2h2v-2Zm-8 4v2h2v-2Zm4 0v2h2v-2Zm4 0v2h2v-2Z',
  BGS: 'M12 3 3 8v8l9 5 9-5V8Zm0 4 5 2.8v4.4L12 17l-5-2.8V9.8Z',
  COCKFIGHT: 'M14 3c2 0 3 1.5 3 3l3 1-3 1v3c0 4-3 7-7 7H8l-2 3H4l1.5-3.5C4 16 3 14.3 3 12c3 0 5-1 6-4 1-3 3-5 5-5Z',
};

export function CategoryIcon({ code, size = 24 }: { code: string; size?: number }) {
  return (
    <svg className="category-icon" viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={PATHS[code] ?? PATHS.ALL} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
