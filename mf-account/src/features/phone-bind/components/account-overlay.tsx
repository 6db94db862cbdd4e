import { useEffect, useState } from 'react';
import { bus, registerNamespace } from '@casino/shared';
import { loadAccountMessages } from '../../../i18n';
import { PhoneBindDialog } from './phone-bind-dialog';
import type { TPhoneBindMode } from './phone-bind-form';

/**
 * Always-mounted host of the account's overlays (the shell slot loads it as ./AccountOverlay):
 * opens the phone-bind dialog on 'dialog:phone-bind-requested' and removes it once it emits close
 * or success.
 */
export function AccountOverlay() {
  const [mode, setMode] = useState<TPhoneBindMode | null>(null);

  useEffect(() => {
    // The shell registers the namespace with ./routes; a slot may mount first.
    registerNamespace('account', loadAccountMessages).catch((error: unknown) => console.warn('[account] messages failed to load', error));
    const subscriptions = [
      bus.on('dialog:phone-bind-requested').subscribe((e) => setMode(e.mode)),
      bus.on('dialog:phone-bind-closed').subscribe(() => setMode(null)),
      bus.on('dialog:phone-bind-succeeded').subscribe(() => setMode(null)),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, []);

  return mode ? <PhoneBindDialog key={mode} mode={mode} /> : null;
}

export default AccountOverlay;
