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

describe('Toaster: never in the way', () => {
  it('a success clears the toasts of earlier failures, and a tap dismisses a toast', () => {
    render(<Toaster />);
    act(() => {
      bus.emit('ui:toast-requested', { kind: 'error', message: 'Çekim şifresi hatalı.' });
      bus.emit('ui:toast-requested', { kind: 'info', message: 'Bilgi' });
    });
    act(() => bus.emit('ui:toasts-cleared', { kind: 'error' }));
    expect(screen.queryByText('Çekim şifresi hatalı.')).toBeNull();
    expect(screen.getByText('Bilgi')).toBeInTheDocument();
    act(() => screen.getByText('Bilgi').click());
    expect(screen.queryAllByTestId('toast')).toHaveLength(0);
  });
});

describe('Toaster: placement', () => {
  it('puts a bottom notice (the previous login) away from the header, in the bottom stack', () => {
    render(<Toaster />);
    act(() => {
      bus.emit('ui:toast-requested', { kind: 'info', message: 'Önceki girişiniz: 30 May', placement: 'bottom' });
      bus.emit('ui:toast-requested', { kind: 'error', message: 'Hata' });
    });
    expect(screen.getByTestId('toaster-bottom')).toHaveTextContent('Önceki girişiniz: 30 May');
    expect(screen.getByTestId('toaster-top')).toHaveTextContent('Hata');
    expect(screen.getByTestId('toaster-top')).not.toHaveTextContent('Önceki');
  });
});
