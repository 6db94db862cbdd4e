import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OTP_COUNTDOWN_DEFAULT_S } from '@casino/shared';
import { sendOtp } from '../api/auth-api';
import { phoneOf } from '../validation';
import './forms.css';

/** The server's countdown (seconds) when it is a positive number, else the default of 60. */
export function countdownSeconds(resultData: unknown): number {
  const seconds = Number(resultData);
  return Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : OTP_COUNTDOWN_DEFAULT_S;
}

type TOtpButtonProps = {
  phone: string;
  /** Called before a send: false keeps the code from going out (the form shows why, e.g. "Geçersiz numara"). */
  canSend?: () => boolean;
  /** A code went out to `phone`. */
  onSent?: (phone: string) => void;
  onError?: (error: unknown) => void;
};

/**
 * The OTP button of spec section 4: idle shows 'OTP'; a send does nothing with an empty phone, a phone
 * `canSend` refuses, or a running countdown; after a successful send it is disabled and counts down
 * every second; at 0 it is idle again. The countdown belongs to the number (issue 44): a corrected
 * number can get its code at once, and going back to the first shows its own countdown. A failed send
 * stays idle and goes to `onError` (a form shows it next to the phone); without `onError` the API
 * client toasts the server's message.
 */
export function OtpButton({ phone, canSend, onSent, onError }: TOtpButtonProps) {
  const { t } = useTranslation(['common', 'account']);
  // Seconds left per number (its stored form, so "0532…" and "532…" share one countdown).
  const [left, setLeft] = useState<Record<string, number>>({});
  const leftRef = useRef(left);
  leftRef.current = left;
  const sending = useRef(false);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  // A refusal that arrives after the player changed the number is about the old one: not shown.
  const latestPhone = useRef(phone);
  latestPhone.current = phone;
  const key = phoneOf(phone).stored;

  useEffect(
    () => () => {
      if (timer.current) clearInterval(timer.current);
    },
    [],
  );

  const tick = () =>
    setLeft((prev) => {
      const next: Record<string, number> = {};
      for (const [number, seconds] of Object.entries(prev)) if (seconds > 1) next[number] = seconds - 1;
      if (Object.keys(next).length === 0 && timer.current) {
        clearInterval(timer.current);
        timer.current = null;
      }
      return next;
    });

  const startCountdown = (number: string, seconds: number) => {
    setLeft((prev) => ({ ...prev, [number]: seconds }));
    timer.current ??= setInterval(tick, 1000);
  };

  const send = async () => {
    if (!phone || (leftRef.current[key] ?? 0) > 0 || sending.current) return;
    if (canSend && !canSend()) return;
    sending.current = true;
    const sentTo = phone;
    try {
      const { resultData } = await sendOtp(phone, { toast: !onError });
      startCountdown(key, countdownSeconds(resultData));
      onSent?.(sentTo);
    } catch (error) {
      console.warn('[account] OTP send failed', error);
      if (latestPhone.current === sentTo) onError?.(error);
    } finally {
      sending.current = false;
    }
  };

  const remaining = left[key] ?? 0;
  const counting = remaining > 0;
  return (
    <button
      type="button"
      className="acc-otp"
      data-testid="otp-button"
      disabled={counting}
      title={t('account:otp.send')}
      aria-live="polite"
      onClick={() => void send()}
    >
      {counting ? t('account:otp.resendIn', { seconds: remaining }) : t('common:base.OTP')}
    </button>
  );
}
