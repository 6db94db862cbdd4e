import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n, initI18n, registerNamespace } from '@casino/shared';
import en from '../../locales/en.json';
import tk from '../../locales/tk.json';
import zh from '../../locales/zh-CN.json';
import { PREVIEW_KEY, endPreview } from '../../registry/preview';
import PreviewBar from './preview-bar';
import { mountPreviewBar } from './mount';

describe('preview bar', () => {
  beforeAll(async () => {
    await registerNamespace('shell', async (lang) => (lang === 'en' ? en : lang === 'zh-CN' ? zh : tk));
    await initI18n('tk');
    await i18n.loadNamespaces(['shell']);
  });
  beforeEach(async () => {
    await i18n.changeLanguage('tk');
    localStorage.clear();
  });

  it('shows nothing without a preview; mounts itself outside the page when one runs', async () => {
    const { container } = render(<PreviewBar />);
    expect(container.innerHTML).toBe('');
    mountPreviewBar({ preview: { id: 'p', expiresAt: new Date().toISOString(), remotes: [{ name: 'lobby', version: '0.2.0' }] } });
    expect(await screen.findByTestId('preview-bar')).toHaveTextContent('lobby 0.2.0');
    document.getElementById('preview-bar')?.remove();
  });

  it('names each previewed remote and version; "Önizlemeyi bitir" forgets the link and reloads', () => {
    localStorage.setItem(PREVIEW_KEY, JSON.stringify({ token: 'a.b', exp: Date.now() + 60_000 }));
    const preview = { id: 'p1', expiresAt: new Date(Date.now() + 3_600_000).toISOString(), remotes: [{ name: 'lobby' as const, version: '0.2.0' }, { name: 'wheel' as const, version: '1.0.0-rc1' }] };
    const reload = jest.fn();
    render(<PreviewBar preview={preview} onEnd={() => endPreview(reload)} />);
    expect(screen.getByTestId('preview-bar')).toHaveTextContent('Önizleme');
    expect(screen.getAllByTestId('preview-remote').map((e) => e.textContent)).toEqual(['lobby 0.2.0', 'wheel 1.0.0-rc1']);
    fireEvent.click(screen.getByRole('button', { name: 'Önizlemeyi bitir' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(PREVIEW_KEY)).toBeNull();
  });

  it('words the button in English and Chinese', async () => {
    const preview = { id: 'p1', expiresAt: new Date().toISOString(), remotes: [{ name: 'lobby' as const, version: '0.2.0' }] };
    await i18n.changeLanguage('en');
    const { unmount } = render(<PreviewBar preview={preview} onEnd={() => {}} />);
    expect(screen.getByRole('button', { name: 'End preview' })).toBeTruthy();
    unmount();
    await i18n.changeLanguage('zh-CN');
    render(<PreviewBar preview={preview} onEnd={() => {}} />);
    expect(screen.getByRole('button', { name: '结束预览' })).toBeTruthy();
  });

  it('a refused link: a dismissible notice with the server message', async () => {
    render(<PreviewBar refused={{ reason: 'PREVIEW_INVALID', message: 'The preview link is invalid or was altered; the page loaded normally.' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The preview link is invalid or was altered; the page loaded normally.');
    fireEvent.click(screen.getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
