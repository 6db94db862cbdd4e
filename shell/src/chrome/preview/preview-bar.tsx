import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegistryPreview, RegistryPreviewRefused } from '@casino/shared';
import './preview-bar.css';

/** Its words live in its own chunk (not the shell's messages every page loads). */
const TEXTS = {
  tk: { label: 'Önizleme', end: 'Önizlemeyi bitir', until: (time: string) => `${time} saatine kadar`, refused: 'Önizleme açılmadı', dismiss: 'Kapat' },
  en: { label: 'Preview', end: 'End preview', until: (time: string) => `until ${time}`, refused: 'Preview not opened', dismiss: 'Dismiss' },
  'zh-CN': { label: '预览', end: '结束预览', until: (time: string) => `至 ${time}`, refused: '预览未打开', dismiss: '关闭' },
} as const;

const timeOf = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
};

/**
 * While a preview link runs: a bar naming each previewed remote and version, with "Önizlemeyi bitir" (forgets the
 * link and reloads: the pinned versions again). A refused link: a dismissible notice with the server's words.
 */
export default function PreviewBar({ preview, refused, onEnd }: { preview?: RegistryPreview | undefined; refused?: RegistryPreviewRefused | undefined; onEnd?: () => void }) {
  const { i18n } = useTranslation();
  const t = TEXTS[i18n.language as keyof typeof TEXTS] ?? TEXTS.tk;
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
        <span className="preview-bar__until">{t.until(timeOf(preview.expiresAt))}</span>
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
