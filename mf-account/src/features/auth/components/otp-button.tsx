import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OTP_COUNTDOWN_DEFAULT_S } from '@casino/shared';
import { sendOtp } from '../api/auth-api';
import './forms.css';

/** The server's countdown (seconds) when it is a positive number, else the default of 60. */
export function countdownSeconds(resultData: unknown): number {
  const seconds = Number(resultData);
  return Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : OTP_COUNTDOWN_DEFAULT_S;
}

/**
 * The OTP button of spec section 4: idle shows 'OTP'; a send does nothing with an empty phone or a
 * running countdown; after a successful send it is disabled and counts down every second; at 0 it is
 * idle again. A failed send stays idle and goes to `onError` (a form shows it next to the phone);
 * without `onError` the API client toasts the server's message.
 */
export function OtpButton({ phone, onSent, onError }: { phone: string; onSent?: () => void; onError?: (error: unknown) => void }) {
  const { t } = useTranslation(['common', 'account']);
  const [remaining, setRemaining] = useState(0);
  const left = useRef(0);
  const sending = useRef(false);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  // A refusal that arrives after the player changed the number is about the old one: not shown.
  const latestPhone = useRef(phone);
  latestPhone.current = phone;

  useEffect(
    () => () => {
      if (timer.current) clearInterval(timer.current);
    },
    [],
  );

  const startCountdown = (seconds: number) => {
    left.current = seconds;
    setRemaining(seconds);
    timer.current = setInterval(() => {
      left.current -= 1;
      setRemaining(left.current);
      if (left.current <= 0 && timer.current) {
        clearInterval(timer.current);
        timer.current = null;
      }
    }, 1000);
  };

  const send = async () => {
    if (!phone || left.current > 0 || sending.current) return;
    sending.current = true;
    const sentTo = phone;
    try {
      const { resultData } = await sendOtp(phone, { toast: !onError });
      startCountdown(countdownSeconds(resultData));
      onSent?.();
    } catch (error) {
      console.warn('[account] OTP send failed', error);
      if (latestPhone.current === sentTo) onError?.(error);
    } finally {
      sending.current = false;
    }
  };

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
