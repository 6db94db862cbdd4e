import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setLanguage } from '../i18n';
import { ConfirmDialog } from './confirm-dialog';

// The dialog's English texts (the console opens in Turkish until a language is chosen).
beforeEach(() => setLanguage(null, 'en'));

describe('ConfirmDialog', () => {
  it('sends nothing until a reason of 3+ characters is given, then passes it on', async () => {
    const onConfirm = jest.fn().mockResolvedValue(undefined);
    render(<ConfirmDialog title="Pin lobby 1.1.0 in az?" askReason onConfirm={onConfirm} onCancel={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Pin lobby 1.1.0 in az?' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Enter a reason of at least 3 characters.')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Reason (recorded in the audit log)'), { target: { value: '  canary looks healthy  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('canary looks healthy'));
  });

  it('shows the error of a refused change and stays open; Escape cancels', async () => {
    const onCancel = jest.fn();
    render(
      <ConfirmDialog title="Pin wheel 2.0.0 in tr?" onConfirm={() => Promise.reject(new Error('react: ^19.3.1 needed, the shell serves ^18.2.0'))} onCancel={onCancel} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('react: ^19.3.1 needed');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalled();
  });
});
