import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { TIMING } from '@/config/constants';
import { installDialogPolyfill, renderWithI18n } from '@/testing/render';

import { ConfirmDialog } from './ConfirmDialog';
import { Dialog } from './Dialog';

beforeAll(installDialogPolyfill);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function dialogElement(): HTMLDialogElement {
  return document.querySelector('dialog')!;
}

/** What a browser does on Escape (or Android back) in a modal dialog. */
function pressEscape(dialog: HTMLDialogElement) {
  const cancel = new Event('cancel', { cancelable: true });
  fireEvent(dialog, cancel);
  if (!cancel.defaultPrevented) dialog.close();
}

function renderDialog(props: { dismissible?: boolean } = {}) {
  const onClose = vi.fn();
  const view = renderWithI18n(
    <Dialog open onClose={onClose} title="Pending contract" {...props}>
      <p>Daily salary contract</p>
    </Dialog>,
  );
  return { onClose, ...view };
}

describe('Dialog', () => {
  it('opens modally, labelled by its title', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Pending contract' });
    expect(dialog).toBe(dialogElement());
    expect(dialogElement().open).toBe(true);
    expect(screen.getByText('Daily salary contract')).toBeInTheDocument();
  });

  it('ignores a backdrop click right after opening and closes on a later one', () => {
    const { onClose } = renderDialog();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    fireEvent.click(dialogElement());
    expect(onClose).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(300);
    });
    fireEvent.click(dialogElement());
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('ignores the guard window boundary (docs/product.md#constants)', () => {
    const { onClose } = renderDialog();
    act(() => {
      vi.advanceTimersByTime(TIMING.dialogBackdropGuard - 1);
    });
    fireEvent.click(dialogElement());
    expect(onClose).not.toHaveBeenCalled();
  });

  it('does not treat clicks on the content as backdrop clicks', () => {
    const { onClose } = renderDialog();
    act(() => {
      vi.advanceTimersByTime(400);
    });
    fireEvent.click(screen.getByText('Daily salary contract'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('does not close when a press that began inside ends on the backdrop', () => {
    const { onClose } = renderDialog();
    act(() => {
      vi.advanceTimersByTime(400);
    });
    fireEvent.pointerDown(screen.getByText('Daily salary contract'));
    fireEvent.click(dialogElement());
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on Escape and keeps itself open until the owner agrees', () => {
    const { onClose } = renderDialog();
    pressEscape(dialogElement());
    expect(onClose).toHaveBeenCalledOnce();
    expect(dialogElement().open).toBe(true);
  });

  it('closes with its close button', () => {
    const { onClose } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('ignores Escape, the backdrop and offers no close button when not dismissible', () => {
    const { onClose } = renderDialog({ dismissible: false });
    act(() => {
      vi.advanceTimersByTime(400);
    });
    pressEscape(dialogElement());
    fireEvent.click(dialogElement());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('closes the native dialog when the owner sets open to false', () => {
    const onClose = vi.fn();
    const { rerender } = renderDialog();
    rerender(
      <Dialog open={false} onClose={onClose} title="Pending contract">
        <p>Daily salary contract</p>
      </Dialog>,
    );
    expect(dialogElement().open).toBe(false);
    expect(screen.queryByText('Daily salary contract')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('focuses the element marked for initial focus', () => {
    renderWithI18n(
      <Dialog open onClose={() => undefined} title="Choose">
        <button type="button">First</button>
        <button type="button" data-autofocus="">
          Current
        </button>
      </Dialog>,
    );
    expect(document.activeElement?.textContent).toBe('Current');
  });

  it('renders as a bottom sheet when asked', () => {
    renderWithI18n(
      <Dialog open onClose={() => undefined} title="Choose language" variant="sheet">
        list
      </Dialog>,
    );
    expect(dialogElement()).toHaveClass('dialog--sheet');
  });
});

describe('ConfirmDialog', () => {
  function renderConfirm(props: { busy?: boolean; confirmLabel?: string } = {}) {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithI18n(
      <ConfirmDialog
        open
        title="Dividend contract"
        message="You have a pending contract."
        onConfirm={onConfirm}
        onCancel={onCancel}
        {...props}
      />,
    );
    return { onConfirm, onCancel };
  }

  it('offers Confirm and Cancel by default', () => {
    const { onConfirm, onCancel } = renderConfirm();
    expect(screen.getByRole('dialog', { name: 'Dividend contract' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('uses custom labels', () => {
    const { onConfirm } = renderConfirm({ confirmLabel: 'Go' });
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('cancels on Escape', () => {
    const { onCancel } = renderConfirm();
    pressEscape(dialogElement());
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('cannot be answered or dismissed while busy', () => {
    const { onConfirm, onCancel } = renderConfirm({ busy: true });
    const confirm = screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(confirm);
    pressEscape(dialogElement());
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
  });
});
