import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupportFaqItem } from '@casino/shared';
import { SUPPORT_NS } from '../i18n';

/** The FAQ as an accordion: one answer open at a time; answers are plain text split into paragraphs. */
export function FaqAccordion({ items }: { items: SupportFaqItem[] }) {
  const { t } = useTranslation(SUPPORT_NS, { nsMode: 'fallback' });
  const [open, setOpen] = useState<number | null>(null);
  const base = useId();
  if (items.length === 0) return <p className="support__muted">{t('support.faqEmpty')}</p>;
  return (
    <ul className="support__faq" data-testid="support-faq">
      {items.map((item) => {
        const expanded = open === item.id;
        const panelId = `${base}-${item.id}`;
        return (
          <li key={item.id} className={expanded ? 'is-open' : undefined}>
            <h3>
              <button type="button" aria-expanded={expanded} aria-controls={panelId} onClick={() => setOpen(expanded ? null : item.id)}>
                <span>{item.question}</span>
                <span className="support__chevron" aria-hidden="true" />
              </button>
            </h3>
            <div id={panelId} role="region" hidden={!expanded} className="support__answer">
              {item.answer.split(/\n{2,}/).map((paragraph, i) => (
                <p key={i}>{paragraph}</p>
              ))}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
