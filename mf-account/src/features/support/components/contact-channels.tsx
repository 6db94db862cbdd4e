import { useTranslation } from 'react-i18next';
import type { SupportChannel } from '@casino/shared';
import { SUPPORT_NS } from '../i18n';

const ICONS: Record<SupportChannel['kind'], string> = { livechat: '💬', whatsapp: '🟢', telegram: '✈️', email: '✉️', phone: '📞' };
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
            <span className="support__channel-icon" aria-hidden="true">
              {ICONS[c.kind]}
            </span>
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
