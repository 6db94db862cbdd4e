import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, type Lang, type RegistryPreview, type RegistryPreviewRefused } from '@casino/shared';
import './preview-bar.css';

/** Its words live in its own chunk (not the shell's messages every page loads). */
const TEXTS = {
  tk: { label: 'Önizleme', end: 'Önizlemeyi bitir', until: (time: string) => `Bitiş ${time}`, refused: 'Önizleme açılmadı', dismiss: 'Kapat' },
  en: { label: 'Preview', end: 'End preview', until: (time: string) => `until ${time}`, refused: 'Preview not opened', dismiss: 'Dismiss' },
  'zh-CN': { label: '预览', end: '结束预览', until: (time: string) => `至 ${time}`, refused: '预览未打开', dismiss: '关闭' },
} as const;

/** The link's end in Istanbul time, in the page's language (14:52). */
const timeOf = (iso: string, lang: Lang) => formatDate(iso, lang, 'time') || iso;

/**
 * While a preview link runs: a bar naming each previewed remote and version, with "Önizlemeyi bitir" (forgets the
 * link and reloads: the pinned versions again). A refused link: a dismissible notice with the server's words.
 */
export default function PreviewBar({ preview, refused, onEnd }: { preview?: RegistryPreview | undefined; refused?: RegistryPreviewRefused | undefined; onEnd?: () => void }) {
  const { i18n } = useTranslation();
  const lang = (i18n.language in TEXTS ? i18n.language : 'tk') as Lang & keyof typeof TEXTS;
  const t = TEXTS[lang];
  const [previewRefused, setRefused] = useState(refused);
  if (preview) {
    return (
      <div className="preview-bar" role="status" data-testid="preview-bar">
        <strong className="preview-bar__label">{t.label}</strong>
        <span className="preview-bar__remotes">
          {preview.remotes.map((r) => (
            <span key={r.name} className="preview-bar__remote" data-testid="preview-remote">
              {r.name} {r.version}
            </span>
          ))}
        </span>
        <span className="preview-bar__until">{t.until(timeOf(preview.expiresAt, lang))}</span>
        <button type="button" className="preview-bar__end" onClick={onEnd}>
          {t.end}
        </button>
      </div>
    );
  }
  if (!previewRefused) return null;
  return (
    <div className="preview-bar preview-bar--refused" role="alert" data-testid="preview-refused">
      <strong className="preview-bar__label">{t.refused}</strong>
      <span className="preview-bar__message">{previewRefused.message}</span>
      <button type="button" className="preview-bar__end" onClick={() => setRefused(undefined)}>
        {t.dismiss}
      </button>
    </div>
  );
}
