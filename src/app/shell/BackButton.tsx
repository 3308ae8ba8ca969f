import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';

import { PATHS } from '@/config/paths';

import { BackIcon } from './icons';
import type { BackTarget } from './route-rules';

/** react-router keeps the position in history.state.idx: 0 means this page opened the tab (a deep link). */
function hasHistory(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

export function BackButton({ target }: { target: Exclude<BackTarget, 'logo'> }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={t`Back`}
      onClick={() => {
        if (target === 'history' && hasHistory()) void navigate(-1);
        else void navigate(PATHS.home, { replace: target === 'history' });
      }}
    >
      <BackIcon />
    </button>
  );
}
