import { useRef, useState, type RefObject } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useModalDialog } from './useModalDialog';

// Other files stub the modal methods jsdom lacks; each test here sets its own and puts them back.
const dialogPrototype = HTMLDialogElement.prototype;
const originalMethods = {
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

function withoutModalMethods() {
  Reflect.deleteProperty(dialogPrototype, 'showModal');
  Reflect.deleteProperty(dialogPrototype, 'close');
}

function withModalMethods() {
  const showModal = vi.fn(function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  });
  const close = vi.fn(function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  });
  Object.defineProperty(dialogPrototype, 'showModal', { value: showModal, configurable: true });
  Object.defineProperty(dialogPrototype, 'close', { value: close, configurable: true });
  return { showModal, close };
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
  it('opens with showModal, locks page scroll on <html>, and puts both back on close', async () => {
    const { showModal, close } = withModalMethods();
    const user = userEvent.setup();
    document.documentElement.style.overflow = 'auto';
    render(<MountedWhenOpen />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Example' })).toHaveAttribute('open');
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(document.body.style.overflow).toBe('');

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(close).toHaveBeenCalledTimes(1);
    expect(document.documentElement.style.overflow).toBe('auto');
  });

  it('falls back to the open attribute where <dialog> has no showModal (jsdom)', async () => {
    withoutModalMethods();
    const user = userEvent.setup();
    render(<MountedWhenOpen />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Example' })).toHaveAttribute('open');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('closes on Escape (the cancel event, whose default it prevents) and gives focus back to the trigger', async () => {
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
    expect(document.documentElement.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.documentElement.style.overflow).toBe('');
    expect(screen.getByRole('button', { name: 'Return here' })).toHaveFocus();
  });
});
