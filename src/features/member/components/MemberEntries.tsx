import { type ReactNode, Suspense, useState } from 'react';

import { AppLink } from '@/components/link/AppLink';
import { toast } from '@/components/toast/toast';
import { TIMING } from '@/config/constants';
import { ERROR_TEXTS } from '@/lib/errors/error-catalogue';
import { lazyWhenOnline } from '@/lib/network/lazy-when-online';

import type { VisibleEntry } from '../model/member-entries';

// Dialogs fetched when first opened: most visits to the member centre open neither.
const FeedbackDialog = lazyWhenOnline(() => import('@/components/feedback/FeedbackDialog').then((module) => module.FeedbackDialog));
const MemberLanguageSheet = lazyWhenOnline(() => import('./MemberLanguageSheet').then((module) => module.MemberLanguageSheet));

export type EntryDialog = 'feedback' | 'language';

/** The feedback and language dialogs the entries open, mounted once they were asked for. */
export function useEntryDialogs() {
  const [open, setOpen] = useState<EntryDialog | null>(null);
  const [requested, setRequested] = useState<ReadonlySet<EntryDialog>>(new Set());

  function openDialog(dialog: EntryDialog) {
    setRequested((previous) => new Set(previous).add(dialog));
    setOpen(dialog);
  }

  const dialogs = (
    <Suspense fallback={null}>
      {requested.has('feedback') && <FeedbackDialog open={open === 'feedback'} onClose={() => setOpen(null)} />}
      {requested.has('language') && <MemberLanguageSheet open={open === 'language'} onClose={() => setOpen(null)} />}
    </Suspense>
  );
  return { openDialog, dialogs };
}

/**
 * One entry's behaviour, shared by both designs: a route link, a dialog, or for a trial
 * account a refusal that says why (free_reject for 2 s). The children draw its face.
 */
export function EntryControl({
  entry,
  className,
  onOpenDialog,
  children,
}: {
  entry: VisibleEntry;
  className: string;
  onOpenDialog: (dialog: EntryDialog) => void;
  children: ReactNode;
}) {
  // Named by what it shows (the label, and the unread count on messages), not by an aria-label
  // that would leave the visible count out of its name.
  if (entry.access === 'refused') {
    return (
      <button
        type="button"
        className={`${className} is-refused`}
        data-testid={`entry-${entry.id}`}
        onClick={() => toast.info(ERROR_TEXTS.free_reject, { duration: TIMING.depositRefusal })}
      >
        {children}
      </button>
    );
  }
  if (entry.path) {
    return (
      <AppLink className={className} to={entry.path} data-testid={`entry-${entry.id}`}>
        {children}
      </AppLink>
    );
  }
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      data-testid={`entry-${entry.id}`}
      onClick={() => onOpenDialog(entry.id === 'feedback' ? 'feedback' : 'language')}
    >
      {children}
    </button>
  );
}
