import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentLangTag, contentLangOf, useGlobal, useUser, type SupportInfo } from '@casino/shared';
import { supportApi } from '../api/support-api';
import { useSupportConversation } from '../hooks/use-support-conversation';
import { SUPPORT_NS } from '../i18n';
import { ContactChannels } from './contact-channels';
import { Conversation } from './conversation';
import { FaqAccordion } from './faq-accordion';
import './support.css';

/** customerService: the FAQ, the market's channels and the live conversation with staff. */
export function SupportPage() {
  const { t } = useTranslation(SUPPORT_NS, { nsMode: 'fallback' });
  const { lang } = useUser();
  const { isPc } = useGlobal();
  const [info, setInfo] = useState<SupportInfo | null>(null);
  const [infoFailed, setInfoFailed] = useState(false);
  const conversation = useSupportConversation();
  const input = useRef<HTMLTextAreaElement>(null);

  const loadInfo = useCallback(() => {
    setInfoFailed(false);
    supportApi.info().then(setInfo, () => setInfoFailed(true));
  }, []);
  // The FAQ is written per language: ask again when the player switches.
  useEffect(loadInfo, [loadInfo, lang]);

  const focusChat = () => {
    input.current?.focus();
    input.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  };

  const help = (
    <div className="support__help">
      <section aria-labelledby="support-faq-title">
        <h2 id="support-faq-title" className="support__h2">
          {t('support.faqTitle')}
        </h2>
        {infoFailed ? (
          <div className="support__state">
            <p role="alert">{t('support.infoError')}</p>
            <button type="button" className="support__ghost" onClick={loadInfo}>
              {t('support.retry')}
            </button>
          </div>
        ) : info ? (
          // The FAQ falls back to the market's language when the player's has none: say so, and tell screen readers.
          <div lang={contentLangOf(info.lang)}>
            <ContentLangTag content={{ contentLang: contentLangOf(info.lang), contentFallback: info.lang !== lang }} />
            <FaqAccordion items={info.faq} />
          </div>
        ) : (
          <div className="support__skeleton" aria-busy="true" />
        )}
      </section>
      <section aria-labelledby="support-channels-title">
        <h2 id="support-channels-title" className="support__h2">
          {t('support.channelsTitle')}
        </h2>
        {info ? <ContactChannels channels={info.channels} onChat={focusChat} /> : !infoFailed && <div className="support__skeleton support__skeleton--short" aria-busy="true" />}
      </section>
    </div>
  );

  return (
    <section className={`support${isPc ? '' : ' support--mobile'}`} data-testid="account-customer-service">
      <h1 className="support__title">{t('support.title')}</h1>
      <p className="support__lead">{t('support.lead')}</p>
      <div className="support__grid">
        <Conversation state={conversation.state} sending={conversation.sending} lang={lang} replyMinutes={info?.replyMinutes} onSend={conversation.send} onRetry={() => void conversation.retry()} inputRef={input} />
        {help}
      </div>
    </section>
  );
}
