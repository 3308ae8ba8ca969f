import { LineIcon } from '@/components/icon/LineIcon';

import type { CentreRowId } from '../model/centre-rows';

// Outline icons on a 24-unit grid.
const PATHS: Record<CentreRowId, string> = {
  TELEGRAM: 'M21 4L3 11l6 2 2 6 3-4 5 4 2-15zM9 13l9-6',
  FACEBOOK: 'M14 8h3V4h-3a4 4 0 00-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8.5a.5.5 0 01.5-.5z',
  YOUTUBE: 'M3 8a3 3 0 013-3h12a3 3 0 013 3v8a3 3 0 01-3 3H6a3 3 0 01-3-3zM10 9v6l5-3z',
  notice: 'M4 10v4h3l6 4V6L7 10H4zM16 9a4 4 0 010 6M18.5 6.5a8 8 0 010 11',
  inbox: 'M3 6h18v12H3zM3 7l9 7 9-7',
  chat: 'M4 5h16v11H9l-5 4V5zM8 10h.01M12 10h.01M16 10h.01',
  affiliate: 'M10 14a4 4 0 006 0l3-3a4 4 0 00-6-6l-1 1M14 10a4 4 0 00-6 0l-3 3a4 4 0 006 6l1-1',
  feedback: 'M4 20l4-1 11-11-3-3L5 16l-1 4zM14 6l3 3',
};

export function RowIcon({ id }: { id: CentreRowId }) {
  return (
    <LineIcon className="centre-list__icon">
      <path d={PATHS[id]} />
    </LineIcon>
  );
}
