import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from '../../app';
import { installFakeApi, me, registryList, versionsOfLobby, type TFakeApi } from '../../testing/fake-api';

let api: TFakeApi;
const start = (role: 'viewer' | 'operator' | 'admin', extra: Record<string, Parameters<TFakeApi['on']>[1]> = {}) => {
  sessionStorage.setItem('casino-console-session', 'tok');
  window.history.pushState({}, '', '/markets');
  api = installFakeApi({ '/admin/staff/me': () => ({ data: me(role) }), '/admin/registry/list': () => ({ data: registryList }), '/admin/registry/versions': () => ({ data: versionsOfLobby }), ...extra });
  render(<App />);
};
afterEach(() => {
  api.restore();
  sessionStorage.clear();
});

describe('markets & remotes', () => {
  it('shows each remote: on/off, pinned version, canary, failure rate and compatibility', async () => {
    start('viewer');
    const lobby = await screen.findByTestId('remote-az-lobby');
    expect(within(lobby).getByTestId('pinned')).toHaveTextContent('1.0.0');
    expect(lobby).toHaveTextContent('1.1.0 · 50%');
    expect(lobby).toHaveTextContent('1.1.0: 2.5% (1/40)');
    expect(lobby).toHaveTextContent('Compatible');
    expect(screen.getByTestId('remote-az-wheel')).toHaveTextContent('react: ^19.3.1 needed, the shell serves ^18.2.0');
  });

  it('a viewer sees no write button and no staff-accounts screen', async () => {
    start('viewer');
    await screen.findByTestId('remote-az-lobby');
    for (const name of [/Pin/, /Roll back/, /Canary/, /Turn o/]) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.getByText('Read only: your role cannot change this.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Staff accounts/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Audit log/ })).toBeInTheDocument();
  });

  it('an operator pins a version after a confirmation naming market, remote and version, with the reason and revision', async () => {
    start('operator', { '/admin/registry/pin': () => ({ data: { ok: true } }) });
    const lobby = await screen.findByTestId('remote-az-lobby');
    expect(screen.queryByRole('link', { name: /Staff accounts/ })).toBeNull();
    fireEvent.click(within(lobby).getByRole('button', { name: 'Pin…' }));
    expect(await screen.findByRole('dialog', { name: 'Pin lobby 1.1.0 in az?' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Version'), { target: { value: '1.0.0' } });
    expect(screen.getByRole('dialog', { name: 'Pin lobby 1.0.0 in az?' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Reason (recorded in the audit log)'), { target: { value: 'back to the stable one' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Pin' }));
    expect(await screen.findByText('Saved. Players get it at their next page load.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/admin/registry/pin')?.body).toEqual({ market: 'az', remote: 'lobby', version: '1.0.0', reason: 'back to the stable one', expectedRevision: 7 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses a canary share outside 0-100 before sending, and reports a stale revision by reloading', async () => {
    start('operator', { '/admin/registry/canary': () => ({ status: 409, code: 'REGISTRY_CONFLICT', msg: 'changed meanwhile' }) });
    const lobby = await screen.findByTestId('remote-az-lobby');
    fireEvent.click(within(lobby).getByRole('button', { name: 'Canary…' }));
    await screen.findByLabelText('Version');
    fireEvent.change(screen.getByLabelText('Share of devices (%)'), { target: { value: '150' } });
    fireEvent.change(screen.getByLabelText('Reason (recorded in the audit log)'), { target: { value: 'more traffic' } });
    expect(within(screen.getByRole('dialog')).getByText('The share is a whole number from 0 to 100.')).toBeInTheDocument();
    expect(screen.getByLabelText('Share of devices (%)')).toHaveAttribute('aria-invalid', 'true');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Canary' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(api.calls.some((c) => c.path === '/admin/registry/canary')).toBe(false);

    const listsBefore = api.calls.filter((c) => c.path === '/admin/registry/list').length;
    fireEvent.change(screen.getByLabelText('Share of devices (%)'), { target: { value: '25' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Canary' }));
    expect(await screen.findByText(/Someone else changed this remote meanwhile/)).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/admin/registry/canary')?.body).toMatchObject({ market: 'az', remote: 'lobby', version: '1.1.0', percent: 25, expectedRevision: 7 });
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/admin/registry/list').length).toBeGreaterThan(listsBefore));
  });

  it('rolls back after a confirmation; a refusal stays in the dialog', async () => {
    start('admin', { '/admin/registry/rollback': () => ({ status: 404, code: 'VERSION_NOT_FOUND', msg: 'There is no earlier version to go back to.' }) });
    const lobby = await screen.findByTestId('remote-az-lobby');
    expect(screen.getByRole('link', { name: /Staff accounts/ })).toBeInTheDocument();
    // A remote on its dev build has nothing to go back to: the button says so instead of failing.
    const wheelRollback = within(await screen.findByTestId('remote-az-wheel')).getByRole('button', { name: 'Roll back' });
    expect(wheelRollback).toBeDisabled();
    expect(wheelRollback).toHaveAttribute('title', 'The dev build is served: there is no earlier version to go back to.');
    fireEvent.click(within(lobby).getByRole('button', { name: 'Roll back' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roll lobby in az back to the previously pinned version?' });
    fireEvent.change(within(dialog).getByLabelText('Reason (recorded in the audit log)'), { target: { value: 'errors up' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('There is no earlier version to go back to.');
  });

  it('shows a loading state, then an error with a retry', async () => {
    let fail = true;
    start('viewer', { '/admin/registry/list': () => (fail ? { status: 503, code: 'SERVICE_UNAVAILABLE', msg: 'The database is not reachable.' } : { data: [] }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is not reachable.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No market is configured.')).toBeInTheDocument();
  });
});
