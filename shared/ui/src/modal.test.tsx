import { useRef, useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal, type ModalProps } from '@club/ui/modal';

type HarnessProps = Partial<Omit<ModalProps, 'open' | 'onClose'>> & { onClose?: () => void };

/** An opener button and a modal it controls. */
function Harness({ onClose, children, ...props }: HarnessProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        title="Membership details"
        {...props}
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        {children ?? (
          <>
            <p>Body text</p>
            <button type="button">First action</button>
            <button type="button">Last action</button>
          </>
        )}
      </Modal>
    </>
  );
}

/**
 * Until the frame after the dialog's insertion has been painted: a dialog
 * locks the page and takes focus then (a frame callback, then a timer; these
 * are queued after the dialog's own, so they run after them).
 */
function afterFirstPaint() {
  return act(() => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done))));
}

/** A press and click on the dimmed backdrop: on the dialog element, outside its box. */
function clickBackdrop(dialog: HTMLElement) {
  const outside = { clientX: 5, clientY: 5 };
  fireEvent.mouseDown(dialog, outside);
  fireEvent.mouseUp(dialog, outside);
  fireEvent.click(dialog, outside);
}

async function openHarness(props: HarnessProps = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  await afterFirstPaint();
  return user;
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    render(<Modal open={false} onClose={() => {}} title="Hidden" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('renders an aria-modal dialog in a portal on body, labelled by its title', async () => {
    const { container } = render(
      <Modal open onClose={() => {}} title="Upgrade plan" description="Pick a tier">
        <p>Content</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Upgrade plan' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Pick a tier');
    expect(screen.getByRole('heading', { name: 'Upgrade plan' })).toBeInTheDocument();
    expect(container).not.toContainElement(dialog);
    expect(document.body).toContainElement(dialog);
  });

  it('keeps a hidden title as the accessible name', () => {
    render(<Modal open onClose={() => {}} title="Image preview" hideTitle />);
    expect(screen.getByRole('dialog', { name: 'Image preview' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Image preview' })).toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const onClose = vi.fn();
    const user = await openHarness({ onClose });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with the Close button', async () => {
    const onClose = vi.fn();
    const user = await openHarness({ onClose });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on a backdrop click but not on a click inside the panel', async () => {
    const onClose = vi.fn();
    const user = await openHarness({ onClose });
    const dialog = screen.getByRole('dialog');

    await user.click(dialog);
    await user.click(screen.getByText('Body text'));
    expect(onClose).not.toHaveBeenCalled();

    clickBackdrop(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not close when a press starts in the panel and ends on the backdrop', () => {
    const onClose = vi.fn();
    render(<Modal open onClose={onClose} title="Drag" />);
    const dialog = screen.getByRole('dialog');
    fireEvent.mouseDown(screen.getByRole('heading', { name: 'Drag' }));
    fireEvent.mouseUp(dialog, { clientX: 5, clientY: 5 });
    fireEvent.click(dialog, { clientX: 5, clientY: 5 });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('ignores backdrop clicks when closeOnBackdrop is false', async () => {
    const onClose = vi.fn();
    await openHarness({ onClose, closeOnBackdrop: false });
    clickBackdrop(screen.getByRole('dialog'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('locks page scroll while open and restores the previous value after', async () => {
    document.body.style.overflow = 'scroll';
    const user = await openHarness();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('scroll');
  });

  it('answers the opening press with a paint: the page is locked and the first field focused after it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    expect(screen.getByRole('dialog')).toHaveFocus();
    expect(document.body.style.overflow).toBe('');

    await afterFirstPaint();
    expect(document.body.style.overflow).toBe('hidden');
    expect(screen.getByRole('button', { name: 'First action' })).toHaveFocus();
  });

  it('is modal from the frame after it opens, and a field the visitor went to first keeps focus', async () => {
    const user = userEvent.setup();
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    render(
      <Harness>
        <button type="button">First action</button>
        <input aria-label="Order value" />
      </Harness>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    // Open in the tap's frame, not yet modal (that restyles the whole page).
    expect(screen.getByRole('dialog')).toHaveAttribute('open');
    expect(showModal).not.toHaveBeenCalled();
    act(() => screen.getByRole('textbox', { name: 'Order value' }).focus());

    await afterFirstPaint();
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: 'Order value' })).toHaveFocus();
    // Turning modal is not a close the caller hears of.
    expect(screen.getByRole('dialog')).toHaveAttribute('open');
  });

  it('closed before its first paint, leaves the page unlocked and focus where it was', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await afterFirstPaint();
    expect(document.body.style.overflow).toBe('');
    expect(opener).toHaveFocus();
  });

  it('moves focus into the dialog and returns it to the opener on close', async () => {
    const user = await openHarness();
    expect(screen.getByRole('button', { name: 'First action' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('focuses initialFocusRef when given', async () => {
    function WithInitialFocus() {
      const ref = useRef<HTMLInputElement>(null);
      return (
        <Modal open onClose={() => {}} title="Search" initialFocusRef={ref}>
          <button type="button">Filters</button>
          <input ref={ref} aria-label="Query" />
        </Modal>
      );
    }
    render(<WithInitialFocus />);
    await afterFirstPaint();
    expect(screen.getByRole('textbox', { name: 'Query' })).toHaveFocus();
  });

  it('skips fields out of the tab order (a hidden trap field of a form) when it moves focus in', async () => {
    render(
      <Modal open onClose={() => {}} title="Ask">
        <input tabIndex={-1} aria-hidden="true" aria-label="Website" />
        <input aria-label="Name" />
      </Modal>,
    );
    await afterFirstPaint();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('focuses the dialog itself when its content has nothing focusable', async () => {
    render(
      <Modal open onClose={() => {}} title="Notice">
        <p>Just text</p>
      </Modal>,
    );
    await afterFirstPaint();
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveFocus();
    expect(dialog).toHaveAttribute('tabindex', '-1');
  });

  // Focus cannot leave the dialog because showModal() makes the page behind it
  // inert, which jsdom does not implement: e2e/specs/marketing-connect.spec.ts
  // tabs through a dialog in a real browser.

  it('keeps scroll locked until the last nested modal closes; Escape closes the innermost', async () => {
    function Nested() {
      const [outer, setOuter] = useState(false);
      const [inner, setInner] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOuter(true)}>
            Open outer
          </button>
          <Modal open={outer} onClose={() => setOuter(false)} title="Outer">
            <button type="button" onClick={() => setInner(true)}>
              Open inner
            </button>
            <Modal open={inner} onClose={() => setInner(false)} title="Inner">
              <button type="button">Inner action</button>
            </Modal>
          </Modal>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Nested />);

    await user.click(screen.getByRole('button', { name: 'Open outer' }));
    await afterFirstPaint();
    await user.click(screen.getByRole('button', { name: 'Open inner' }));
    await afterFirstPaint();
    expect(screen.getAllByRole('dialog')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Inner action' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
    expect(screen.getByRole('button', { name: 'Open inner' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    expect(screen.getByRole('button', { name: 'Open outer' })).toHaveFocus();
  });

  it('a backdrop click on the inner modal closes only the inner one', async () => {
    const onOuterClose = vi.fn();
    const onInnerClose = vi.fn();
    render(
      <Modal open onClose={onOuterClose} title="Outer">
        <Modal open onClose={onInnerClose} title="Inner" />
      </Modal>,
    );
    const inner = screen.getByRole('dialog', { name: 'Inner' });
    clickBackdrop(inner);
    expect(onInnerClose).toHaveBeenCalledTimes(1);
    expect(onOuterClose).not.toHaveBeenCalled();
  });

  it('releases the scroll lock when unmounted while open', async () => {
    const { unmount } = render(<Modal open onClose={() => {}} title="Gone" />);
    await afterFirstPaint();
    expect(document.body.style.overflow).toBe('hidden');
    unmount();
    expect(document.body.style.overflow).toBe('');
  });

  it('renders a footer', () => {
    render(
      <Modal open onClose={() => {}} title="Confirm" footer={<button type="button">Save</button>}>
        <p>Sure?</p>
      </Modal>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });
});
