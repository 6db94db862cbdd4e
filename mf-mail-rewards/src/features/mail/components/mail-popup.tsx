import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useFocusTrap, ContentLangTag, formatDate, useFormat, useUser, type LayoutKind, type Mail, Link, useInRouterContext } from '@casino/shared';
import { prizeOf } from '../api/mail-api';
import { useMailbox, type TMailbox } from '../hooks/use-mailbox';
import { MailDialog } from './mail-dialog';
import '../../../components/ui.css';
import './mail.css';

/** The header's envelope: unread count, the mail list in a popup, and the mail dialog. */
export function MailPopup({ layout, mailbox: given }: { layout: LayoutKind; mailbox?: TMailbox }) {
  const own = useMailbox();
  const mailbox = given ?? own;
  const { t } = useTranslation('mailRewards');
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<Mail | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open || selected) return;
    const inside = (target: Node) => Boolean(root.current?.contains(target) || panel.current?.contains(target));
    const onDown = (e: PointerEvent) => !inside(e.target as Node) && setOpen(false);
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open, selected]);
  // A popup, not a modal: focus moves into the list, Escape closes it (the mail dialog first, when open) and
  // focus goes back to the envelope.
  useFocusTrap(panel, { active: open, modal: false, onEscape: () => setOpen(false) });

  const toggle = () => {
    setOpen((o) => !o);
    if (!open) void mailbox.reload();
  };
  const choose = (mail: Mail) => {
    setSelected(mail);
    void mailbox.open(mail);
  };
  const close = useCallback(() => setSelected(null), []);
  // The dialog shows the freshest copy of the mail (read/claimed flags after the reload).
  const current = selected ? (mailbox.mails.find((m) => m.id === selected.id) ?? selected) : null;

  const panelOf = () => (
    <section ref={panel} className="mr-panel" role="dialog" aria-label={t('mail.title')} data-testid="mail-popup">
      <header className="mr-panel__head">
        <h2>{t('mail.title')}</h2>
        {mailbox.unread > 0 && <span className="mr-panel__count">{t('mail.unreadCount', { count: mailbox.unread })}</span>}
        <button type="button" className="mr-icon-btn" aria-label={t('mail.close')} onClick={() => setOpen(false)}>
          ✕
        </button>
      </header>
      <SignInReminder onGo={() => setOpen(false)} />
      <MailList mailbox={mailbox} onChoose={choose} />
    </section>
  );

  return (
    <div className={`mr-mail mr-mail--${layout}`} ref={root}>
      <button
        type="button"
        className="mr-envelope"
        data-testid="mail-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={mailbox.unread > 0 ? t('mail.openUnread', { count: mailbox.unread }) : t('mail.open')}
        onClick={toggle}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path fill="currentColor" d="M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm1 2.4V17h16V7.4l-8 5.3-8-5.3ZM5.2 7l6.8 4.5L18.8 7H5.2Z" />
        </svg>
        {mailbox.unread > 0 && (
          <span className="mr-badge" data-testid="mail-unread">
            {mailbox.unread > 99 ? '99+' : mailbox.unread}
          </span>
        )}
      </button>
      {open &&
        // Mobile: a sheet under the header, on <body> (the header may be a containing block for fixed boxes).
        (layout === 'mobile' ? createPortal(<div className="mr-mail mr-mail--mobile">{panelOf()}</div>, document.body) : panelOf())}
      {current && <MailDialog mail={current} onClaim={mailbox.claim} onClose={close} />}
    </div>
  );
}

/** While today's sign-in reward is still open: a way to the calendar from the mailbox. */
function SignInReminder({ onGo }: { onGo: () => void }) {
  const { t } = useTranslation('mailRewards');
  const { bSignInToday } = useUser();
  const inRouter = useInRouterContext();
  if (bSignInToday) return null;
  const body = (
    <>
      <span className="mr-reminder__star" aria-hidden="true">
        ★
      </span>
      <span className="mr-reminder__text">{t('signIn.reminder')}</span>
      <span className="mr-reminder__go">{t('signIn.collect')} ›</span>
    </>
  );
  return inRouter ? (
    <Link to="/signin" className="mr-reminder" data-testid="signin-reminder" onClick={onGo}>
      {body}
    </Link>
  ) : (
    <a href="/signin" className="mr-reminder" data-testid="signin-reminder">
      {body}
    </a>
  );
}

function MailList({ mailbox, onChoose }: { mailbox: TMailbox; onChoose: (mail: Mail) => void }) {
  const { t } = useTranslation('mailRewards');
  const { lang } = useUser();
  const fmt = useFormat();
  if (mailbox.status === 'loading' || mailbox.status === 'idle') {
    return (
      <ul className="mr-list" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <li key={i} className="mr-skeleton" />
        ))}
      </ul>
    );
  }
  if (mailbox.status === 'error') {
    return (
      <div className="mr-empty">
        <p>{t('mail.loadFailed')}</p>
        <button type="button" className="mr-btn" onClick={() => void mailbox.reload()}>
          {t('mail.retry')}
        </button>
      </div>
    );
  }
  if (mailbox.mails.length === 0) return <p className="mr-empty">{t('mail.empty')}</p>;
  return (
    <>
      <ul className="mr-list">
        {mailbox.mails.map((mail) => {
          const prize = prizeOf(mail);
          return (
            <li key={mail.id}>
              <button type="button" className={`mr-item ${mail.isRead ? '' : 'is-unread'}`} data-testid="mail-item" onClick={() => onChoose(mail)}>
                <span className="mr-item__dot" aria-hidden="true" />
                <span className="mr-item__body">
                  <span className="mr-item__title" lang={mail.contentLang}>
                    {mail.title}
                    <ContentLangTag content={mail} />
                  </span>
                  <span className="mr-item__date">{formatDate(mail.createTime, lang, 'shortDateTime')}</span>
                </span>
                {prize > 0 && (
                  <span className={`mr-item__prize ${mail.attachesStatus === 1 ? 'is-claimed' : mail.expired ? 'is-expired' : ''}`}>
                    {mail.attachesStatus === 1 ? '✓ ' : ''}
                    {fmt.money(prize)}
                  </span>
                )}
                {!mail.isRead && <span className="mr-visually-hidden">{t('mail.new')}</span>}
              </button>
            </li>
          );
        })}
      </ul>
      {mailbox.mails.length < mailbox.total && (
        <button type="button" className="mr-btn mr-btn--ghost mr-list__more" onClick={() => void mailbox.loadMore()}>
          {t('mail.more')}
        </button>
      )}
    </>
  );
}
