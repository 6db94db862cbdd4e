import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { bus, globalStore, i18n, userStore, type SupportInfo, type SupportMessage, MemoryRouter } from '@casino/shared';
import { fakeApi, setupI18n } from '../../../testing/test-setup';
import { ensureSupportMessages } from '../i18n';
import { SupportPage } from './support-page';

const info: SupportInfo = {
  market: 'tr',
  lang: 'en',
  faq: [
    { id: 1, slug: 'deposit', question: 'How do I make a deposit?', answer: 'Open Deposit.\n\nChoose a method.' },
    { id: 2, slug: 'withdraw', question: 'How long does a withdrawal take?', answer: 'A few hours.' },
  ],
  channels: [
    { kind: 'livechat', value: 'Canlı destek', url: null, hours: '7/24' },
    { kind: 'whatsapp', value: '+90 850 000 00 00', url: 'https://wa.me/908500000000', hours: '09:00-23:00' },
    { kind: 'email', value: 'x@example.com', url: 'javascript:alert(1)', hours: '' },
  ],
  replyMinutes: 20,
};
const msg = (id: number, author: SupportMessage['author'], text: string, isRead = true): SupportMessage => ({ id, author, text, createTime: '2026-06-01T10:00:00.000Z', isRead });

const renderPage = () =>
  render(
    <MemoryRouter>
      <SupportPage />
    </MemoryRouter>,
  );

describe('customer service page', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await ensureSupportMessages();
    await i18n.loadNamespaces(['support']);
    userStore.lang = 'en';
  });

  it.each([true, false])('shows the FAQ accordion and the channels (desktop: %s)', async (isPc) => {
    globalStore.isPc = isPc;
    fakeApi({ '/support/info': () => ({ resultData: info }), '/support/messages': () => ({ resultData: { conversationId: 1, list: [], total: 0, unread: 0, page: 1, pageSize: 50 } }) });
    renderPage();
    const faq = await screen.findByTestId('support-faq');
    const first = within(faq).getByRole('button', { name: 'How do I make a deposit?' });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(within(faq).getByText('Choose a method.')).toBeVisible();
    fireEvent.click(within(faq).getByRole('button', { name: 'How long does a withdrawal take?' }));
    expect(first).toHaveAttribute('aria-expanded', 'false');
    const channels = screen.getByTestId('support-channels');
    expect(within(channels).getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/908500000000');
    // A channel link that is not https/mailto/tel is shown as text, never as a link.
    expect(within(channels).queryByRole('link', { name: /E-mail/ })).toBeNull();
    expect(within(channels).getByText('x@example.com')).toBeInTheDocument();
    expect(await screen.findByTestId('support-chat-empty')).toHaveTextContent('No messages yet');
  });

  it('marks an FAQ shown in Turkish to an English reader, and leaves it unmarked in the reader\'s language', async () => {
    const empty = () => ({ resultData: { conversationId: 1, list: [], total: 0, unread: 0, page: 1, pageSize: 50 } });
    fakeApi({ '/support/info': () => ({ resultData: { ...info, lang: 'tk' } }), '/support/messages': empty });
    const { unmount } = renderPage();
    const faq = await screen.findByTestId('support-faq');
    expect(faq.parentElement).toHaveAttribute('lang', 'tr');
    expect(screen.getByTestId('content-fallback')).toHaveTextContent('Türkçe');
    unmount();

    fakeApi({ '/support/info': () => ({ resultData: info }), '/support/messages': empty });
    renderPage();
    expect((await screen.findByTestId('support-faq')).parentElement).toHaveAttribute('lang', 'en');
    expect(screen.queryByTestId('content-fallback')).toBeNull();
  });

  it('sends a message, renders hostile text as text, and shows a staff answer pushed live with the unread count', async () => {
    globalStore.isPc = true;
    const hostile = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>';
    let list: SupportMessage[] = [msg(1, 'player', 'Hello')];
    let unread = 0;
    const api = fakeApi({
      '/support/info': () => ({ resultData: info }),
      '/support/messages': () => ({ resultData: { conversationId: 7, list: [...list].reverse(), total: list.length, unread, page: 1, pageSize: 50 } }),
      '/support/send': (body) => {
        const m = msg(list.length + 1, 'player', String(body.text), false);
        const note = msg(list.length + 2, 'system', 'We have your message. We usually answer within 20 min.', true);
        list = [...list, m, note];
        return { resultData: { ...m, autoReply: note } };
      },
      '/support/read': () => {
        unread = 0;
        return { resultData: { unread: 0 } };
      },
    });
    renderPage();
    const messages = await screen.findByTestId('support-messages');
    expect(messages).toHaveTextContent('Hello');

    const input = screen.getByLabelText('Your message');
    fireEvent.change(input, { target: { value: `  ${hostile}  ` } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.bodyOf('/support/send')).toEqual(expect.objectContaining({ text: hostile })));
    await waitFor(() => expect(screen.getByTestId('support-messages')).toHaveTextContent(hostile));
    expect(screen.getByTestId('support-messages').querySelector('img, script')).toBeNull();
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
    expect(input).toHaveValue('');
    // The system's note on the answer time comes at once, after the player's message, marked as automatic.
    expect(screen.getByTestId('support-reply-time')).toHaveTextContent('We usually answer within 20 min');
    const note = screen.getByText('We have your message. We usually answer within 20 min.').closest('li')!;
    expect(note).toHaveAttribute('data-author', 'system');
    expect(note).toHaveTextContent('Automatic reply');
    expect(note.previousElementSibling).toHaveTextContent(hostile);

    // Staff answer: the server pushes, the page reloads without a reload of the page.
    list = [...list, msg(10, 'staff', 'We are on it.', false)];
    unread = 1;
    globalStore.menuBadges = { CustomerService: 1 };
    await act(async () => bus.emit('support:message-received', { conversationId: 7, unread: 1 }));
    await waitFor(() => expect(screen.getByTestId('support-messages')).toHaveTextContent('We are on it.'));
    expect(screen.getByTestId('support-unread')).toHaveTextContent('1 new answer');
    await waitFor(() => expect(api.paths()).toContain('/support/read'));
    // The menu entry's count (the shell reads the same shared store) goes once the answer is seen.
    await waitFor(() => expect(globalStore.menuBadges.CustomerService).toBe(0));
  });

  it('guards the input: empty and over 1000 characters cannot be sent', async () => {
    globalStore.isPc = false;
    fakeApi({ '/support/info': () => ({ resultData: info }), '/support/messages': () => ({ resultData: { conversationId: 1, list: [], total: 0, unread: 0, page: 1, pageSize: 50 } }) });
    renderPage();
    await screen.findByTestId('support-chat-empty');
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Your message'), { target: { value: 'x'.repeat(1001) } });
    expect(send).toBeDisabled();
    expect(screen.getByText('1001/1000')).toHaveClass('is-over');
  });

  it('shows errors with a retry when the FAQ or the messages cannot be loaded', async () => {
    let fail = true;
    fakeApi({
      '/support/info': () => (fail ? { state: '500', msg: 'down' } : { resultData: info }),
      '/support/messages': () => (fail ? { state: '500', msg: 'down' } : { resultData: { conversationId: 1, list: [], total: 0, unread: 0, page: 1, pageSize: 50 } }),
    });
    renderPage();
    expect(await screen.findByText('The questions could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByText('The messages could not be loaded.')).toBeInTheDocument();
    fail = false;
    for (const retry of screen.getAllByRole('button', { name: 'Try again' })) fireEvent.click(retry);
    expect(await screen.findByTestId('support-faq')).toBeInTheDocument();
    expect(await screen.findByTestId('support-chat-empty')).toBeInTheDocument();
  });
});
