import { LineIcon } from '@/components/icon/LineIcon';

import type { EntryId } from '../model/member-entries';

const PATHS_BY_ENTRY: Readonly<Record<EntryId | 'contracts', string>> = {
  deposit: 'M3 7h18v12H3zM3 11h18M7 15h3',
  bettingRecord: 'M5 3h14v18H5zM9 8h6M9 12h6M9 16h3',
  withdraw: 'M3 7h18v12H3zM12 10v6M9.5 13.5 12 16l2.5-2.5',
  bankCards: 'M3 6h18v13H3zM3 10h18M6 15h4M15 15h3',
  walletTransfer: 'M4 8h14l-3-3M20 16H6l3 3',
  accountRecord: 'M4 19V9M10 19V5M16 19v-7M21 19H3',
  profitAndLoss: 'M3 12h18M6 12V6M10 12V9M14 12v5M18 12v7',
  messages: 'M4 5h16v11H9l-5 4z',
  promotions: 'M4 10h16v10H4zM2 6h20v4H2zM12 6v14M12 6c-2-4-6-3-5 0M12 6c2-4 6-3 5 0',
  rewards: 'M12 3l2.6 5.6 6 .7-4.5 4.1 1.2 6L12 16.4 6.7 19.4l1.2-6L3.4 9.3l6-.7z',
  personalInfo: 'M12 4a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM4 21c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5',
  verification: 'M3 5h18v14H3zM8.5 12a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM5.5 16c.4-1.7 1.6-2.5 3-2.5s2.6.8 3 2.5M14 9h4M14 12h4M14 15h3',
  security: 'M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6zM8.5 12l2.5 2.5 4.5-5',
  changePassword: 'M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3M12 15v2',
  feedback: 'M4 4h16v12H8l-4 4zM8 9h8M8 12h5',
  language: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z',
  responsibleGaming: 'M12 21s-8-4.6-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 10c0 6.4-8 11-8 11zM12 10v3M12 16h.01',
  contracts: 'M6 3h9l4 4v14H6zM14 3v5h5M9 13h7M9 17h5',
  agentCentre: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20c0-3.3 2.7-5.5 6-5.5s6 2.2 6 5.5M17 11a2.5 2.5 0 1 0 0-5M18 14.5c1.8.6 3 2.4 3 4.5',
};

/** Line icons of the member centre entries; decorative, the label says what they are. */
export function EntryIcon({ id }: { id: EntryId | 'contracts' }) {
  return (
    <LineIcon className="entry-icon" strokeWidth={1.7}>
      <path d={PATHS_BY_ENTRY[id]} />
    </LineIcon>
  );
}
