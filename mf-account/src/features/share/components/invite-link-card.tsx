import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCode } from '../../../components/qr-code';
import { SHARE_NS } from '../i18n';

type TNavigatorShare = Navigator & { share?: (data: ShareData) => Promise<void>; canShare?: (data: ShareData) => boolean };

/** The invite link: as text, as a QR code, with copy and (where the browser has it) the native share sheet. */
export function InviteLinkCard({ link, uuid }: { link: string; uuid: string }) {
  const { t } = useTranslation(SHARE_NS, { nsMode: 'fallback' });
  const [status, setStatus] = useState<'idle' | 'copied' | 'copy-failed'>('idle');
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const nav = navigator as TNavigatorShare;
  const shareData: ShareData = { title: t('share.shareTitle'), text: t('share.shareText'), url: link };
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
