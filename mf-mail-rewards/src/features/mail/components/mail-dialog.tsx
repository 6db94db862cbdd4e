import { useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { ContentLangTag, useFocusTrap, formatDate, useFormat, useUser, type Mail } from '@casino/shared';
import { prizeOf } from '../api/mail-api';
import type { TMailClaimOutcome } from '../hooks/use-mailbox';

export interface TMailDialogProps {
  mail: Mail;
  onClaim: (mail: Mail) => Promise<TMailClaimOutcome>;
  onClose: () => void;
}

/** Spec section 2, mail dialog: title, date, the greeting 'Sevgili oyuncu', content and the claim button with the amount. */
export function MailDialog({ mail, onClaim, onClose }: TMailDialogProps) {
  const { t } = useTranslation('mailRewards');
  const { lang } = useUser();
  const fmt = useFormat();
  const amount = prizeOf(mail);
  const [phase, setPhase] = useState<'idle' | 'busy' | 'done'>(mail.attachesStatus === 1 ? 'done' : 'idle');
  const [credited, setCredited] = useState<{ amount: number; asBonus: boolean } | null>(null);
  const [phoneRequired, setPhoneRequired] = useState(false);
  // A running bonus: the gift waits (the server says so on the mail, or a claim just answered it).
  const [heldByClaim, setHeld] = useState(false);
  const held = heldByClaim || mail.claimHold === 'BONUS_ALREADY_RUNNING';
  const taken = mail.claimHold === 'BONUS_ALREADY_TAKEN';
  const panel = useRef<HTMLElement>(null);
  // Focus on the close button first, kept in the dialog, back on the mail's entry after.
  useFocusTrap(panel, { onEscape: onClose, initialFocus: '.mr-dialog__head .mr-icon-btn' });

  const claim = async () => {
    setPhase('busy');
    const result = await onClaim(mail);
    setPhoneRequired(result === 'phone-required');
    if (result === 'held') setHeld(true);
    if (result === 'phone-required' || result === 'held') return setPhase('idle');
    if (result && result !== 'claimed') setCredited({ amount: result.amount, asBonus: result.creditedAs === 'bonus' });
    setPhase(result ? 'done' : 'idle');
  };

  const claimable = amount > 0 && phase !== 'done' && !mail.expired;
  // On <body>: the header may be a containing block for fixed boxes (transform, backdrop-filter).
  return createPortal(
    <div className="mr-modal" role="presentation" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <section ref={panel} className="mr-dialog" role="dialog" aria-modal="true" aria-labelledby="mr-mail-title" data-testid="mail-dialog">
        <header className="mr-dialog__head">
          <h2 id="mr-mail-title" lang={mail.contentLang}>
            {mail.title}
            <ContentLangTag content={mail} />
          </h2>
          <button type="button" className="mr-icon-btn" aria-label={t('mail.close')} onClick={onClose}>
            ✕
          </button>
        </header>
        <time className="mr-dialog__date" dateTime={mail.createTime}>
          {formatDate(mail.createTime, lang, 'shortDateTime')}
        </time>
        <p className="mr-dialog__greeting">{t('mail.greeting')},</p>
        <div className="mr-dialog__content" data-testid="mail-content" lang={mail.contentLang}>
          {mail.content.split('\n').map((line, i) => (
            <p key={i}>{line}</p>
          ))}
        </div>
        {amount > 0 && (
          <footer className="mr-dialog__prize">
            <div className="mr-prize-chip" aria-hidden="true">
              <span className="mr-prize-chip__coin">{fmt.symbol}</span>
              <span>{fmt.amount(amount)}</span>
            </div>
            {credited !== null && (
              <p className="mr-success" role="status" data-testid="mail-claim-success">
                {t(credited.asBonus ? 'mail.claimSuccessBonus' : 'mail.claimSuccess', { amount: fmt.money(credited.amount) })}
              </p>
            )}
            {phoneRequired && phase !== 'done' && (
              <p className="mr-notice" role="status" data-testid="mail-claim-phone">
                {t('mail.phoneRequired')}
              </p>
            )}
            {taken && phase !== 'done' && !mail.expired && (
              <p className="mr-notice" role="status" data-testid="mail-claim-taken">
                {t('mail.taken')}
              </p>
            )}
            {held && !taken && phase !== 'done' && !mail.expired && (
              <p className="mr-notice" role="status" data-testid="mail-claim-held">
                {t('mail.held')}
              </p>
            )}
            {mail.expireTime && phase !== 'done' && (
              <p className={`mr-dialog__expiry ${mail.expired ? 'is-expired' : ''}`}>{mail.expired ? t('mail.expired') : t('mail.expires', { date: formatDate(mail.expireTime, lang, 'shortDateTime') })}</p>
            )}
            <button type="button" className="mr-btn mr-btn--gold" data-testid="mail-claim" disabled={!claimable || held || taken || phase === 'busy'} aria-busy={phase === 'busy'} onClick={() => void claim()}>
              {phase === 'done' ? t('mail.claimed') : mail.expired ? t('mail.expired') : t('common:tip.RetrievingPrizes', { amount: fmt.money(amount) })}
            </button>
          </footer>
        )}
      </section>
    </div>,
    document.body,
  );
}
