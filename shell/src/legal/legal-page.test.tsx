import { act, render, screen } from '@testing-library/react';
import { i18n, initI18n, patchUser, registerNamespace, resetUser, MemoryRouter, Route, Routes, type Envelope } from '@casino/shared';
import type { LegalDocument } from '@casino/shared/contracts';
import en from '../locales/en.json';
import tk from '../locales/tk.json';
import LegalPage from './legal-page';

const apiPost = jest.fn();
jest.mock('@casino/shared', () => ({ ...jest.requireActual('@casino/shared'), apiPost: (...args: unknown[]) => apiPost(...args) }));

const PRIVACY: LegalDocument = { kind: 'privacy', lang: 'tk', version: 3, title: 'Gizlilik ve KVKK Aydınlatma Metni', body: 'Giriş.\n\n## 6. Haklarınız\nBaşvuru hakkı.', publishedAt: '2026-06-01T21:30:00.000Z' };
const ok = <T,>(resultData: T): Envelope<T> => ({ state: '200', msg: '', success: true, resultData });

const open = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/legal/:kind" element={<LegalPage />} />
      </Routes>
    </MemoryRouter>,
  );

describe('LegalPage', () => {
  beforeAll(async () => {
    window.scrollTo = jest.fn();
    await registerNamespace('shell', async (lang) => (lang === 'en' ? en : tk));
    await initI18n('tk');
    await i18n.loadNamespaces(['shell']);
  });
  beforeEach(() => {
    resetUser();
    apiPost.mockReset();
  });

  it('shows the text with its version and its date in Istanbul time, as the page title', async () => {
    await act(() => i18n.changeLanguage('tk'));
    apiPost.mockResolvedValue(ok(PRIVACY));
    open('/legal/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gizlilik ve KVKK Aydınlatma Metni' })).toBeInTheDocument();
    // 21:30 UTC on 1 June is 2 June in Istanbul.
    expect(screen.getByTestId('legal-version')).toHaveTextContent('Sürüm 3 · 2 Haziran 2026 tarihinde yayımlandı');
    expect(screen.getByRole('heading', { level: 2, name: '6. Haklarınız' })).toBeInTheDocument();
    expect(apiPost.mock.calls[0]?.[0]).toBe('/legal/get');
    expect(apiPost.mock.calls[0]?.[1]).toMatchObject({ kind: 'privacy' });
    expect(document.title).toBe('Gizlilik ve KVKK Aydınlatma Metni');
  });

  it('says so when an English reader gets the Turkish text', async () => {
    await act(() => i18n.changeLanguage('en'));
    patchUser({ lang: 'en' });
    apiPost.mockResolvedValue(ok(PRIVACY));
    open('/legal/privacy');
    expect(await screen.findByText('This text is currently available in Turkish only.')).toBeInTheDocument();
  });

  it('an unknown kind asks nothing and says the text is not published', async () => {
    await act(() => i18n.changeLanguage('tk'));
    open('/legal/evil');
    expect(await screen.findByText('Bu metin bu pazar için henüz yayımlanmadı.')).toBeInTheDocument();
    expect(apiPost).not.toHaveBeenCalled();
  });

  it('is left without an error when scrollTo returns a promise, as in Chromium (Back from a legal page)', async () => {
    await act(() => i18n.changeLanguage('tk'));
    const before = window.scrollTo;
    window.scrollTo = jest.fn(() => Promise.resolve()) as unknown as typeof window.scrollTo;
    try {
      apiPost.mockResolvedValue(ok(PRIVACY));
      const view = open('/legal/privacy');
      expect(await screen.findByTestId('legal-version')).toBeInTheDocument();
      expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
      expect(() => view.unmount()).not.toThrow();
    } finally {
      window.scrollTo = before;
    }
  });
});
