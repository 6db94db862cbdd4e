import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCode } from '../../../components/qr-code';
import { SHARE_NS } from '../i18n';

type TNavigatorShare = Navigator & { share?: (data: ShareData) => Promise<void>; canShare?: (data: ShareData) => boolean };

/** WhatsApp's share link (the app on a phone, WhatsApp Web on a computer): the text with the link. */
export const whatsappUrl = (text: string, link: string) => `https://wa.me/?text=${encodeURIComponent(`${text} ${link}`)}`;
/** Telegram's share link: the link and the text beside it. */
export const telegramUrl = (text: string, link: string) => `https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent(text)}`;

/** The invite link: as text, as a QR code, with copy, WhatsApp, Telegram and (where the browser has it) the native share sheet. */
export function InviteLinkCard({ link, uuid }: { link: string; uuid: string }) {
  const { t } = useTranslation(SHARE_NS, { nsMode: 'fallback' });
  const [status, setStatus] = useState<'idle' | 'copied' | 'copy-failed'>('idle');
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const nav = navigator as TNavigatorShare;
  const shareText = t('share.shareText');
  const shareData: ShareData = { title: t('share.shareTitle'), text: shareText, url: link };
  const canShare = typeof nav.share === 'function' && (typeof nav.canShare !== 'function' || nav.canShare(shareData));

  const flash = (next: 'copied' | 'copy-failed') => {
    setStatus(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setStatus('idle'), 2_000);
  };
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(link);
      flash('copied');
    } catch {
      // No clipboard (an http page, an old browser): select the link so the player can copy it by hand.
      input.current?.select();
      flash('copy-failed');
    }
  };
  const share = async () => {
    try {
      await nav.share?.(shareData);
    } catch {
      // The player closed the share sheet: nothing to tell.
    }
  };

  return (
    <div className="share__card" data-testid="share-link-card">
      <div className="share__qr-box">
        <QrCode className="share__qr" text={link} label={t('share.qr')} />
        <p className="share__code">
          {t('share.code')}: <strong data-testid="share-code">{uuid}</strong>
        </p>
      </div>
      <div className="share__link-box">
        <label htmlFor="share-link" className="share__label">
          {t('share.linkLabel')}
        </label>
        <input id="share-link" ref={input} className="share__link" value={link} readOnly onFocus={(e) => e.currentTarget.select()} data-testid="share-link" />
        <div className="share__actions">
          <button type="button" className="share__primary" onClick={() => void copy()} data-testid="share-copy">
            {status === 'copied' ? t('share.copied') : t('share.copy')}
          </button>
          <a className="share__app share__app--whatsapp" href={whatsappUrl(shareText, link)} target="_blank" rel="noopener noreferrer" data-testid="share-whatsapp">
            {t('share.whatsapp')}
          </a>
          <a className="share__app share__app--telegram" href={telegramUrl(shareText, link)} target="_blank" rel="noopener noreferrer" data-testid="share-telegram">
            {t('share.telegram')}
          </a>
          {canShare && (
            <button type="button" className="share__ghost" onClick={() => void share()} data-testid="share-native">
              {t('share.share')}
            </button>
          )}
        </div>
        <p className="share__status" role="status">
          {status === 'copied' ? t('share.copiedHint') : status === 'copy-failed' ? t('share.copyFailed') : ''}
        </p>
        <ol className="share__steps">
          <li>{t('share.step1')}</li>
          <li>{t('share.step2')}</li>
          <li>{t('share.step3')}</li>
        </ol>
      </div>
    </div>
  );
}
