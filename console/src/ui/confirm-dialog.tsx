import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n';

export interface ConfirmDialogProps {
  /** The question, naming what changes where (market, remote, version). */
  title: string;
  children?: ReactNode;
  /** Ask for a reason (recorded in the audit log); at least 3 characters. */
  askReason?: boolean;
  confirmLabel?: string;
  danger?: boolean;
  /** Resolves when done; a thrown error is shown in the dialog and it stays open. */
  onConfirm: (reason: string) => Promise<void> | void;
  onCancel: () => void;
}

/** A modal confirmation: nothing is sent until the staff member confirms (and, when asked, gives a reason). */
export const ConfirmDialog = ({ title, children, askReason = false, confirmLabel, danger = false, onConfirm, onCancel }: ConfirmDialogProps) => {
  const { t } = useTranslation('common', { i18n });
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const titleId = useId();
  const reasonId = useId();
  const first = useRef<HTMLTextAreaElement & HTMLButtonElement>(null);
  const reasonOk = !askReason || reason.trim().length >= 3;

  useEffect(() => {
    first.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !busy) onCancel();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [busy, onCancel]);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!reasonOk || busy) return;
    setBusy(true);
    setError(null);
    try {
      await onConfirm(reason.trim());
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      setBusy(false);
    }
  };

  return (
    <div className="dialog-backdrop">
      <form className="dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} onSubmit={submit}>
        <h2 id={titleId}>{title}</h2>
        {children}
        {askReason && (
          <div className="field">
            <label htmlFor={reasonId}>{t('reasonLabel')}</label>
            <textarea
              id={reasonId}
              ref={first}
              rows={3}
              maxLength={500}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              aria-invalid={touched && !reasonOk}
              aria-describedby={touched && !reasonOk ? `${reasonId}-error` : undefined}
            />
            {touched && !reasonOk && (
              <small id={`${reasonId}-error`} className="field-error">
                {t('reasonRequired')}
              </small>
            )}
          </div>
        )}
        {error && (
          <div className="notice notice-error" role="alert">
            {error}
          </div>
        )}
        <div className="dialog-actions">
          <button type="button" className="btn" onClick={onCancel} disabled={busy} ref={askReason ? undefined : first}>
            {t('cancel')}
          </button>
          <button type="submit" className={`btn ${danger ? 'btn-danger' : 'btn-primary'}`} disabled={busy}>
            {busy ? t('working') : (confirmLabel ?? t('confirm'))}
          </button>
        </div>
      </form>
    </div>
  );
};
