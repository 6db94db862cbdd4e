import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { bus, useFocusTrap } from '@casino/shared';
import { PhoneBindForm, type TPhoneBindMode } from './phone-bind-form';
import './phone-bind-dialog.css';

export type TPhoneBindDialogProps = {
  /** 'bind' (title MobileBinding) or 'login' (title SwitchAccount). */
  mode: TPhoneBindMode;
  /** Called after 'dialog:phone-bind-closed' is emitted. */
  onClose?: () => void;
  /** Called with the phone after 'dialog:phone-bind-succeeded' is emitted. */
  onSuccess?: (phone: string) => void;
};

/**
 * The phone-bind dialog of spec section 2: shown while mounted. Closing (button, backdrop, Escape)
 * emits close; a successful bind or login emits success with the phone, and the host unmounts it.
 */
export function PhoneBindDialog({ mode, onClose, onSuccess }: TPhoneBindDialogProps) {
  const { t } = useTranslation(['account', 'common']);
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  const close = () => {
    bus.emit('dialog:phone-bind-closed', { mode });
    onClose?.();
  };
  // Focus starts in the phone field, stays in the dialog, and goes back to what opened it.
  useFocusTrap(panel, { onEscape: close, initialFocus: 'input' });

  return (
    <div className="acc-dialog" data-testid="phone-bind-dialog" onMouseDown={(e) => e.target === e.currentTarget && close()}>
      <div ref={panel} className="acc-dialog__panel" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <header className="acc-dialog__header">
          <h2 id={titleId} className="acc-dialog__title">
            {t(mode === 'bind' ? 'MobileBinding' : 'SwitchAccount')}
          </h2>
          <button type="button" className="acc-dialog__close" aria-label={t('common:base.Close')} onClick={close}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <PhoneBindForm mode={mode} onSuccess={onSuccess} />
      </div>
    </div>
  );
}

export default PhoneBindDialog;
