import { Trans, useLingui } from '@lingui/react/macro';
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';

import { OperatorHtml } from '@/components/content/OperatorHtml';
import { Dialog } from '@/components/dialog/Dialog';
import { rememberFocus } from '@/components/dialog/focus-return';
import { AppLink } from '@/components/link/AppLink';
import { TIMING } from '@/config/constants';
import { PATHS } from '@/config/paths';
import type { AnnouncementItem } from '@/lib/content/announcements-api';
import { promotionPath } from '@/lib/content/promotion-link';
import { sanitizeHtml } from '@/lib/content/sanitize-html';
import { afterPageQuiet } from '@/lib/perf/page-quiet';
import { useGetConsolidatedSettingsQuery } from '@/lib/system/system-api';

import {
  pageWithin,
  popupType,
  readPopupEnabled,
  shouldShowPopup,
  showsActivityLink,
  showsRegisterLink,
  storePopupClosed,
  visiblePopupItems,
} from '../model/popup';

/**
 * The longest the first popup waits for a quiet page before its 500 ms start anyway: a page that
 * keeps drawing (a slow network's images arriving one by one) must not keep it away for long.
 */
const QUIET_WAIT_AT_MOST_MS = 2500;

/**
 * Runs `callback` once the page is quiet (page-quiet.ts) or after `atMostMs`, whichever comes
 * first; never after the returned cancel.
 */
function onceQuietOrAfter(atMostMs: number, callback: () => void): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    callback();
  };
  const timer = setTimeout(once, atMostMs);
  afterPageQuiet(once);
  return () => {
    done = true;
    clearTimeout(timer);
  };
}

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * Popup announcements (docs/product.md#popup-announcements): the member (A) or visitor (B) popup,
 * 500 ms after the page is quiet or its list changes, unless that type was closed before. Closing plays a
 * short animation, then remembers the choice for that type.
 */
export function PopupOverlay({
  items,
  hasSession,
  firstTimeLogin,
  onSettled,
}: {
  items: readonly AnnouncementItem[];
  hasSession: boolean;
  firstTimeLogin: boolean;
  /** Told when the popup is done for now: closed, or not shown at all. Other overlays wait for it. */
  onSettled?: () => void;
}) {
  const { t } = useLingui();
  const type = popupType(hasSession);
  const switches = useGetConsolidatedSettingsQuery().data?.switches ?? {};
  const visible = useMemo(() => visiblePopupItems(items, { type, firstTimeLogin }), [items, type, firstTimeLogin]);
  const listKey = `${type}:${visible.map((item) => item.id).join(',')}`;
  const [open, setOpen] = useState(false);
  const [closing, setClosing] = useState(false);
  const [index, setIndex] = useState(0);
  const closingRef = useRef(false);
  // Puts focus back once the popup is gone: it is removed while open, which the browser does not
  // undo by itself (focus-return.ts).
  const restoreFocus = useRef<(() => void) | null>(null);
  const latest = useRef({ visible, type, onSettled });
  useEffect(() => {
    latest.current = { visible, type, onSettled };
  });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const openWhenFree = () => {
      // Never on top of a sheet the player opened meanwhile (language, service panel): wait for it to close.
      if (document.querySelector('dialog[open]:not(.popup-dialog)')) {
        timer = setTimeout(openWhenFree, TIMING.popupOpenDelay);
        return;
      }
      const storage = browserStorage();
      const { visible: shown, type: shownType } = latest.current;
      const storedShow = storage ? readPopupEnabled(shownType, storage) : true;
      if (shouldShowPopup({ items: shown, type: shownType, storedShow })) {
        closingRef.current = false;
        restoreFocus.current ??= rememberFocus();
        // The first page's HTML is sanitised in this task, and the dialog renders in a transition
        // after it (React renders it in slices): the first visit's main thread gets three short
        // tasks instead of one long one. The render finds this result (sanitizeHtml keeps the last).
        sanitizeHtml(shown[0]?.content);
        startTransition(() => {
          setClosing(false);
          setIndex(0);
          setOpen(true);
        });
      } else {
        setOpen(false);
        latest.current.onSettled?.();
      }
    };
    // A first visit's popup waits for the page to be quiet as well: its sanitising, its dialog and
    // the dialog's entrance frames would otherwise land among the first page's own tasks, which a
    // two-core phone is still busy with (docs/architecture.md#start-up). Once the page has been
    // quiet, this is the plain 500 ms delay.
    const cancelWait = onceQuietOrAfter(QUIET_WAIT_AT_MOST_MS, () => {
      timer = setTimeout(openWhenFree, TIMING.popupOpenDelay);
    });
    return () => {
      cancelWait();
      clearTimeout(timer);
    };
  }, [listKey]);

  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(() => {
      const storage = browserStorage();
      if (storage) storePopupClosed(type, storage);
      setOpen(false);
      setClosing(false);
      latest.current.onSettled?.();
    }, TIMING.animationLong);
    return () => clearTimeout(timer);
  }, [closing, type]);

  useEffect(() => {
    if (open || !restoreFocus.current) return;
    const restore = restoreFocus.current;
    restoreFocus.current = null;
    restore();
  }, [open]);

  function close() {
    if (closingRef.current) return;
    closingRef.current = true;
    setClosing(true);
  }

  const page = pageWithin(index, 0, visible.length);
  const item = visible[page];
  // Nothing is drawn (or sanitised) before the popup opens: it opens 500 ms after the page, and
  // until then its dialog would only add to the home's first render.
  const html = useMemo(() => (open ? sanitizeHtml(item?.content) : ''), [open, item?.content]);
  if (!item || !open) return null;
  const last = visible.length - 1;
  return (
    <Dialog
      open={open}
      onClose={close}
      title={item.title}
      className={`popup-dialog${closing ? ' popup-dialog--closing' : ''}`}
      actions={
        <>
          {visible.length > 1 && (
            <div className="popup-dialog__pager">
              <button
                type="button"
                className="button button--small button--quiet"
                onClick={() => setIndex(pageWithin(page, -1, visible.length))}
                disabled={page === 0}
              >
                <Trans>Previous</Trans>
              </button>
              <span className="popup-dialog__page" aria-live="polite">
                {t`${page + 1} of ${visible.length}`}
              </span>
              <button
                type="button"
                className="button button--small button--quiet"
                onClick={() => setIndex(pageWithin(page, 1, visible.length))}
                disabled={page === last}
              >
                <Trans>Next</Trans>
              </button>
            </div>
          )}
          {showsActivityLink(item, hasSession) && (
            // The promotion the popup is about, opened on the promotions page; the item's
            // promotionType names it.
            <AppLink className="button button--block" to={promotionPath(item.promotionType ?? '')}>
              <Trans>See your rewards</Trans>
            </AppLink>
          )}
          {showsRegisterLink(type, switches) && (
            <AppLink className="button button--block" to={PATHS.register}>
              <Trans>Register</Trans>
            </AppLink>
          )}
        </>
      }
    >
      {/* Sanitised above with DOMPurify and the app's own hardening pass. */}
      <OperatorHtml className="popup-dialog__content" data-testid="popup-content" html={html} />
    </Dialog>
  );
}
