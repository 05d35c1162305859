import { useRef, useState, type RefObject } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useModalDialog } from './useModalDialog';

// Other files stub the dialog methods jsdom lacks; each test here sets its own and puts them back.
const dialogPrototype = HTMLDialogElement.prototype;
const originalMethods = {
  show: Object.getOwnPropertyDescriptor(dialogPrototype, 'show'),
  showModal: Object.getOwnPropertyDescriptor(dialogPrototype, 'showModal'),
  close: Object.getOwnPropertyDescriptor(dialogPrototype, 'close'),
};
afterEach(() => {
  for (const [name, descriptor] of Object.entries(originalMethods)) {
    if (descriptor) Object.defineProperty(dialogPrototype, name, descriptor);
    else Reflect.deleteProperty(dialogPrototype, name);
  }
  document.documentElement.style.overflow = '';
});

function withoutDialogMethods() {
  Reflect.deleteProperty(dialogPrototype, 'show');
  Reflect.deleteProperty(dialogPrototype, 'showModal');
  Reflect.deleteProperty(dialogPrototype, 'close');
}

/** The browser's methods, as far as jsdom needs them: `open` follows show and close. */
function withModalMethods() {
  const show = vi.fn(function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  });
  const showModal = vi.fn(function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  });
  const close = vi.fn(function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  });
  Object.defineProperty(dialogPrototype, 'show', { value: show, configurable: true });
  Object.defineProperty(dialogPrototype, 'showModal', { value: showModal, configurable: true });
  Object.defineProperty(dialogPrototype, 'close', { value: close, configurable: true });
  return { show, showModal, close };
}

/** Stands for the rest of the page, which the dialog makes inert. */
function PageBehind() {
  return (
    <section aria-label="Page behind">
      <button type="button">Behind</button>
    </section>
  );
}

function Example({
  open,
  onClose,
  returnFocusTo,
}: {
  open?: boolean;
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const modal = useModalDialog({ open, onClose, returnFocusTo });
  return (
    <dialog {...modal} aria-label="Example">
      <p>Inside the panel</p>
      <button type="button">First</button>
      <button type="button" onClick={onClose}>
        Done
      </button>
    </dialog>
  );
}

/** A trigger that mounts the dialog while it is open (as the password modal does). */
function MountedWhenOpen({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <Example
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        />
      ) : null}
    </>
  );
}

/** A dialog always in the page, shown by `open`, focus back to a given element (as the mobile menu). */
function AlwaysMounted() {
  const [open, setOpen] = useState(false);
  const returnHere = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Menu
      </button>
      <button type="button" ref={returnHere}>
        Return here
      </button>
      <Example open={open} onClose={() => setOpen(false)} returnFocusTo={returnHere} />
    </>
  );
}

describe('useModalDialog', () => {
  it('opens as a modal dialog by its open attribute: focus moves in, page scroll is locked, the rest of the page goes inert, and all is put back on close', async () => {
    const { show, showModal, close } = withModalMethods();
    const user = userEvent.setup();
    document.documentElement.style.overflow = 'auto';
    render(
      <>
        <PageBehind />
        <MountedWhenOpen />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Example' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    // Neither method: showModal would restyle the whole page in the frame that shows it, and
    // show() would bring style and layout up to date in the press (its focusing steps).
    expect(show).not.toHaveBeenCalled();
    expect(showModal).not.toHaveBeenCalled();
    // Focus moves in once that frame is painted.
    await waitFor(() => expect(screen.getByRole('button', { name: 'First' })).toHaveFocus());
    // Once the dialog has been painted, the page behind it is out of reach and does not scroll.
    const behind = screen.getByRole('region', { name: 'Page behind' });
    await waitFor(() => expect(behind).toHaveAttribute('inert'));
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(document.body.style.overflow).toBe('');
    expect(dialog.closest('[inert]')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(close).toHaveBeenCalledTimes(1);
    expect(document.documentElement.style.overflow).toBe('auto');
    expect(behind).not.toHaveAttribute('inert');
  });

  it('closes on Escape wherever focus is, and gives focus back to the trigger', async () => {
    withModalMethods();
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<MountedWhenOpen onClose={onClose} />);
    const trigger = screen.getByRole('button', { name: 'Open' });
    await user.click(trigger);
    // A click on the panel's text leaves focus on <body>.
    act(() => (document.activeElement as HTMLElement).blur());
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('falls back to the open attribute where <dialog> has no methods (jsdom)', async () => {
    withoutDialogMethods();
    const user = userEvent.setup();
    render(<MountedWhenOpen />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Example' })).toHaveAttribute('open');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('closes on the cancel event (Escape on a dialog the event contract showed modally), whose default it prevents', async () => {
    withModalMethods();
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<MountedWhenOpen onClose={onClose} />);
    const trigger = screen.getByRole('button', { name: 'Open' });
    await user.click(trigger);
    screen.getByRole('button', { name: 'Done' }).focus();
    const cancel = new Event('cancel', { cancelable: true });
    act(() => {
      fireEvent(screen.getByRole('dialog', { name: 'Example' }), cancel);
    });
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('closes on a click on the backdrop (the dialog element itself), not on one inside it', async () => {
    withModalMethods();
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<MountedWhenOpen onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByText('Inside the panel'));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('dialog', { name: 'Example' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a dialog that stays in the page while `open`, and gives focus to returnFocusTo on close', async () => {
    withModalMethods();
    const user = userEvent.setup();
    render(<AlwaysMounted />);
    // Closed, it is not in the accessibility tree.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.documentElement.style.overflow).toBe('');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('dialog', { name: 'Example' })).toHaveAttribute('open');
    await waitFor(() => expect(document.documentElement.style.overflow).toBe('hidden'));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.documentElement.style.overflow).toBe('');
    expect(screen.getByRole('button', { name: 'Return here' })).toHaveFocus();
  });
});
