import '@testing-library/jest-dom';
import { useRef, useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { tabbableIn, useFocusTrap } from './use-focus-trap';

function Dialog({ name, onClose, initialFocus, children }: { name: string; onClose: () => void; initialFocus?: string; children?: React.ReactNode }) {
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, { onEscape: onClose, initialFocus });
  return (
    <div ref={panel} role="dialog" aria-label={name}>
      <button type="button">{`${name} first`}</button>
      <button type="button" disabled>
        {`${name} disabled`}
      </button>
      <input aria-label={`${name} field`} />
      <span tabIndex={-1}>not a tab stop</span>
      <div hidden>
        <button type="button">{`${name} hidden`}</button>
      </div>
      {children}
      <button type="button" onClick={onClose}>
        {`${name} last`}
      </button>
    </div>
  );
}

function Page({ initialFocus }: { initialFocus?: string }) {
  const [outer, setOuter] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOuter(true)}>
        open
      </button>
      <a href="/elsewhere">elsewhere</a>
      {outer && (
        <Dialog name="outer" onClose={() => setOuter(false)} initialFocus={initialFocus}>
          <button type="button" onClick={() => setInner(true)}>
            open inner
          </button>
        </Dialog>
      )}
      {inner && <Dialog name="inner" onClose={() => setInner(false)} />}
    </>
  );
}

const tab = (shift = false) => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab', shiftKey: shift });
const openOuter = () => {
  const opener = screen.getByRole('button', { name: 'open' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
};

describe('useFocusTrap', () => {
  it('moves focus to the first tab stop when the dialog opens and back to the opener when it closes', () => {
    render(<Page />);
    const opener = openOuter();
    expect(screen.getByRole('button', { name: 'outer first' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('cycles Tab and Shift+Tab inside the panel, skipping disabled, hidden and tabindex=-1 elements', () => {
    render(<Page />);
    openOuter();
    const dialog = screen.getByRole('dialog', { name: 'outer' });
    expect(tabbableIn(dialog).map((el) => el.textContent || el.getAttribute('aria-label'))).toEqual(['outer first', 'outer field', 'open inner', 'outer last']);
    screen.getByRole('button', { name: 'outer last' }).focus();
    tab();
    expect(screen.getByRole('button', { name: 'outer first' })).toHaveFocus();
    tab(true);
    expect(screen.getByRole('button', { name: 'outer last' })).toHaveFocus();
  });

  it('lets Tab move normally between inner elements (no preventDefault in the middle)', () => {
    render(<Page />);
    openOuter();
    screen.getByRole('textbox', { name: 'outer field' }).focus();
    const event = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    document.activeElement!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it('brings focus that lands outside back into the panel', () => {
    render(<Page />);
    openOuter();
    act(() => screen.getByRole('link', { name: 'elsewhere' }).focus());
    expect(screen.getByRole('button', { name: 'outer first' })).toHaveFocus();
  });

  it('starts on the requested element', () => {
    render(<Page initialFocus="input" />);
    openOuter();
    expect(screen.getByRole('textbox', { name: 'outer field' })).toHaveFocus();
  });

  it('with a dialog opened from a dialog: only the newest traps and closes on Escape; focus goes back step by step', () => {
    render(<Page />);
    const opener = openOuter();
    const openInner = screen.getByRole('button', { name: 'open inner' });
    openInner.focus();
    fireEvent.click(openInner);
    expect(screen.getByRole('button', { name: 'inner first' })).toHaveFocus();
    screen.getByRole('button', { name: 'inner last' }).focus();
    tab();
    expect(screen.getByRole('button', { name: 'inner first' })).toHaveFocus();

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'inner' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'outer' })).toBeInTheDocument();
    expect(openInner).toHaveFocus();

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('a non-modal popup: focus moves in, Tab and a click may leave, Escape closes and focus returns to the opener', () => {
    function Popup() {
      const [open, setOpen] = useState(false);
      const panel = useRef<HTMLDivElement>(null);
      useFocusTrap(panel, { active: open, modal: false, onEscape: () => setOpen(false) });
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            envelope
          </button>
          <a href="/elsewhere">elsewhere</a>
          <div ref={panel} role="dialog" aria-label="mail" hidden={!open}>
            <button type="button">only</button>
          </div>
        </>
      );
    }
    render(<Popup />);
    const envelope = screen.getByRole('button', { name: 'envelope' });
    envelope.focus();
    fireEvent.click(envelope);
    const only = screen.getByRole('button', { name: 'only' });
    expect(only).toHaveFocus();
    const event = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    only.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    act(() => screen.getByRole('link', { name: 'elsewhere' }).focus());
    expect(screen.getByRole('link', { name: 'elsewhere' })).toHaveFocus();
    act(() => only.focus());
    fireEvent.keyDown(only, { key: 'Escape' });
    expect(envelope).toHaveFocus();
  });

  it('does nothing while inactive', () => {
    function Closed() {
      const panel = useRef<HTMLDivElement>(null);
      useFocusTrap(panel, { active: false, onEscape: () => {} });
      return (
        <div ref={panel}>
          <button type="button">inside</button>
        </div>
      );
    }
    render(
      <>
        <button type="button">outside</button>
        <Closed />
      </>,
    );
    const outside = screen.getByRole('button', { name: 'outside' });
    outside.focus();
    tab();
    expect(outside).toHaveFocus();
  });

  it('focuses the panel itself when it has nothing to tab to, and keeps it there', () => {
    function Empty() {
      const panel = useRef<HTMLDivElement>(null);
      useFocusTrap(panel);
      return (
        <div ref={panel} role="alertdialog" aria-label="empty">
          text only
        </div>
      );
    }
    render(<Empty />);
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveFocus();
    tab();
    expect(dialog).toHaveFocus();
  });
});
