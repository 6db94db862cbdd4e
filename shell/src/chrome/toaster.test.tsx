import { act, render, screen } from '@testing-library/react';
import { bus } from '@casino/shared';
import { Toaster } from './toaster';

describe('Toaster', () => {
  it('shows requested toasts and hides them after 4 s', () => {
    jest.useFakeTimers();
    render(<Toaster />);
    act(() => bus.emit('ui:toast-requested', { kind: 'error', message: 'Sunucu hatası' }));
    expect(screen.getByText('Sunucu hatası')).toHaveClass('shell-toast--error');
    act(() => jest.advanceTimersByTime(4001));
    expect(screen.queryByText('Sunucu hatası')).toBeNull();
    jest.useRealTimers();
  });

  it('does not stack the same message twice', () => {
    render(<Toaster />);
    act(() => {
      bus.emit('ui:toast-requested', { kind: 'info', message: 'x' });
      bus.emit('ui:toast-requested', { kind: 'info', message: 'x' });
    });
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
  });
});
