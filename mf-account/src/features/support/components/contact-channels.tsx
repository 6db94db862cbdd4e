import { useTranslation } from 'react-i18next';
import type { SupportChannel } from '@casino/shared';
import { SUPPORT_NS } from '../i18n';

// Simple line icons as SVG paths (24x24): emoji depend on the device's fonts and are missing on some.
const ICONS: Record<SupportChannel['kind'], string> = {
  livechat: 'M4 5h16v10H9l-5 4z',
  whatsapp: 'M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3zM9 8c.5 2.7 2.3 5.2 6 6.5l1-1.5',
  telegram: 'M21 4 3 11l6 2 2 6 3-4 5 4z M9 13l8-6',
  email: 'M3 6h18v12H3z M3 6l9 7 9-7',
  phone: 'M6 3h4l1 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 1v4a3 3 0 0 1-3 3A15 15 0 0 1 3 6a3 3 0 0 1 3-3z',
};
const SAFE_LINK = /^(https:|mailto:|tel:)/;

/** The market's channels. The in-app chat jumps to the conversation on this page; the others open their app. */
export function ContactChannels({ channels, onChat }: { channels: SupportChannel[]; onChat: () => void }) {
  const { t } = useTranslation(SUPPORT_NS, { nsMode: 'fallback' });
  if (channels.length === 0) return <p className="support__muted">{t('support.channelsEmpty')}</p>;
  return (
    <ul className="support__channels" data-testid="support-channels">
      {channels.map((c) => {
        const body = (
          <>
            <svg className="support__channel-icon" viewBox="0 0 24 24" aria-hidden="true">
              <path d={ICONS[c.kind]} />
            </svg>
            <span className="support__channel-text">
              <strong>{t(`support.channel.${c.kind}`)}</strong>
              <span>{c.kind === 'livechat' ? t('support.channel.livechatHint') : c.value}</span>
              {c.hours && <small>{t('support.hours', { hours: c.hours })}</small>}
            </span>
          </>
        );
        return (
          <li key={c.kind}>
            {c.kind === 'livechat' ? (
              <button type="button" className="support__channel" onClick={onChat}>
                {body}
              </button>
            ) : c.url && SAFE_LINK.test(c.url) ? (
              <a className="support__channel" href={c.url} target="_blank" rel="noopener noreferrer">
                {body}
              </a>
            ) : (
              <div className="support__channel">{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
