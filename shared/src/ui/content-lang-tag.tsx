import type { ContentLanguage } from '../contracts/content-lang';
import { languageName } from '../format/locale';
import './ui.css';

/**
 * Marks staff content shown in another language than the player's (no text in theirs yet): a small tag with
 * the language's own name ("Türkçe"), itself in that language. Nothing when the content is in the player's.
 */
export function ContentLangTag({ content }: { content: ContentLanguage }) {
  if (!content.contentFallback) return null;
  return (
    <span className="cs-lang-tag" lang={content.contentLang} data-testid="content-fallback">
      {languageName(content.contentLang)}
    </span>
  );
}
