// MF widget ./MailPopup: props { layout }; the header's envelope with the unread count, the mail list and the mail dialog.
import type { SlotProps } from '@casino/shared';
import { MailPopup } from '../features/mail';

export default function MailPopupWidget({ layout }: SlotProps) {
  return <MailPopup layout={layout} />;
}
