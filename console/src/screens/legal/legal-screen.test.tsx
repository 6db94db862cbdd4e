import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from '../../app';
import { installFakeApi, me, type TFakeApi } from '../../testing/fake-api';

const TERMS_V2 = { kind: 'terms', lang: 'tk', version: 2, title: 'Kullanım Şartları', body: 'Madde 1.\n\n<script>x</script>', publishedAt: '2026-06-02T09:00:00.000Z', note: 'bonus maddesi', publishedBy: 'hukuk.zeynep' };
const TERMS_V1 = { ...TERMS_V2, version: 1, body: 'Madde 1.', publishedAt: '2026-06-01T09:00:00.000Z', note: 'İlk sürüm', publishedBy: 'seed' };
const list = [{ market: 'tr', kind: 'terms', lang: 'tk', versions: [TERMS_V2, TERMS_V1] }];

let api: TFakeApi;
const start = (role: 'viewer' | 'operator' | 'compliance', extra: Record<string, Parameters<TFakeApi['on']>[1]> = {}) => {
  sessionStorage.setItem('casino-console-session', 'tok');
  window.history.pushState({}, '', '/legal');
  api = installFakeApi({ '/admin/staff/me': () => ({ data: me(role) }), '/admin/legal/list': () => ({ data: list }), ...extra });
  render(<App />);
};
afterEach(() => {
  api.restore();
  sessionStorage.clear();
});

describe('legal texts', () => {
  it('shows each text and language with its current version, date, author and note, and the history', async () => {
    start('viewer');
    const row = await screen.findByTestId('legal-terms-tk');
    expect(row).toHaveTextContent('Terms of use');
    expect(row).toHaveTextContent('2');
    expect(row).toHaveTextContent('hukuk.zeynep');
    expect(row).toHaveTextContent('bonus maddesi');
    expect(screen.getByTestId('legal-privacy-en')).toHaveTextContent('not published');
    fireEvent.click(within(row).getByRole('button', { name: 'History (2)' }));
    expect(screen.getByTestId('legal-history-terms-tk')).toHaveTextContent('v1');
    // A viewer reads only.
    expect(screen.queryByRole('button', { name: 'New version…' })).toBeNull();
    expect(screen.getByText('Read only: publishing needs the compliance role.')).toBeInTheDocument();
  });

  it('compliance publishes a new version from the current text, with a reason kept as its note', async () => {
    start('compliance', { '/admin/legal/publish': (body) => ({ data: { ...TERMS_V2, version: 3, body: body.body, note: body.note } }) });
    const row = await screen.findByTestId('legal-terms-tk');
    fireEvent.click(within(row).getByRole('button', { name: 'New version…' }));
    const form = screen.getByRole('form', { name: 'Terms of use (tk)' });
    const text = within(form).getByRole('textbox', { name: /^Text/ });
    expect(text).toHaveValue(TERMS_V2.body);
    fireEvent.change(text, { target: { value: 'Madde 1 (yeni).' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Publish…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish a new version of Terms of use (tk) in tr?' });
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'yeni madde' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published version 3.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/admin/legal/publish')?.body).toEqual({ market: 'tr', kind: 'terms', lang: 'tk', title: 'Kullanım Şartları', body: 'Madde 1 (yeni).', note: 'yeni madde' });
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/admin/legal/list')).toHaveLength(2));
  });

  it('shows the API’s refusal in the dialog and keeps the draft', async () => {
    start('compliance', { '/admin/legal/publish': () => ({ status: 400, code: 'VALIDATION_FAILED', msg: 'The title must be 1-200 characters' }) });
    fireEvent.click(within(await screen.findByTestId('legal-terms-tk')).getByRole('button', { name: 'New version…' }));
    fireEvent.click(screen.getByRole('button', { name: 'Publish…' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'deneme' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findByText(/The title must be 1-200 characters/)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Terms of use (tk)' })).toBeInTheDocument();
  });
});
