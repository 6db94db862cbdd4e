import type { Clock } from '../../lib/clock';
import { hmacHex, randomDigits, safeEqual } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import type { TLogger } from '../../lib/logger';
import { maskPhone } from '../../lib/phone';
import { enforceRateLimits, type RateLimiter } from '../../lib/rate-limiter';
import type { TLang } from '../../i18n/messages';
import type { TAuthRepository } from './auth.repository';
import type { SmsGateway } from './sms-gateway';

export const OTP_DIGITS = 6;
export const OTP_TTL_MS = 5 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_PER_PHONE_PER_HOUR = 5;

const smsText: Record<TLang, (code: string) => string> = {
  tk: (code) => `Doğrulama kodunuz: ${code}. Kod 5 dakika geçerlidir; kimseyle paylaşmayın.`,
  en: (code) => `Your verification code: ${code}. It is valid for 5 minutes; do not share it.`,
  'zh-CN': (code) => `您的验证码：${code}，5 分钟内有效，请勿泄露。`,
};

export interface OtpServiceDeps {
  repo: Pick<TAuthRepository, 'transaction' | 'closeOpenCodes' | 'insertCode' | 'findOpenCode' | 'addCodeAttempt' | 'consumeCode'>;
  sms: SmsGateway;
  limiter: RateLimiter;
  clock: Clock;
  logger: TLogger;
  secret: string;
  /** otpResendS: the countdown the client shows (spec: resultData of /sms/send, 60), also the per-phone resend gap. */
  limits: { otpSendPerIpPerHour: number; otpResendS: number };
}

/**
 * One-time codes: 6 digits from the CSPRNG, stored as an HMAC (server secret), valid 5 minutes,
 * single use, dead after 5 wrong tries; a new code replaces the open one. Every failure answers
 * the same INVALID_CODE, so nothing tells a wrong code from an expired one or an unknown phone.
 */
export const createOtpService = ({ repo, sms, limiter, clock, logger, secret, limits }: OtpServiceDeps) => {
  const digest = (phone: string, code: string) => hmacHex(secret, `otp:${phone}:${code}`);

  return {
    /** Sends a code; returns the countdown in seconds. */
    async send(input: { phone: string; ip: string; lang: TLang }): Promise<number> {
      await enforceRateLimits(limiter, [
        { key: `otp:phone:gap:${input.phone}`, limit: 1, windowMs: limits.otpResendS * 1000 },
        { key: `otp:phone:hour:${input.phone}`, limit: OTP_PER_PHONE_PER_HOUR, windowMs: 3_600_000 },
        { key: `otp:ip:hour:${input.ip}`, limit: limits.otpSendPerIpPerHour, windowMs: 3_600_000 },
      ]);
      const code = randomDigits(OTP_DIGITS);
      const now = clock.now();
      await repo.transaction(async (tx) => {
        await repo.closeOpenCodes(input.phone, now, tx);
        await repo.insertCode(
          { phone: input.phone, codeHash: digest(input.phone, code), createdAt: now, expiresAt: new Date(now.getTime() + OTP_TTL_MS) },
          tx,
        );
      });
      try {
        await sms.send({ to: input.phone, text: smsText[input.lang](code) });
      } catch (error) {
        await repo.closeOpenCodes(input.phone, clock.now());
        logger.error({ err: error, phone: maskPhone(input.phone) }, 'SMS could not be sent');
        throw new AppError('SMS_UNAVAILABLE', { retryAfterS: 30, cause: error });
      }
      logger.info({ phone: maskPhone(input.phone) }, 'OTP sent');
      return limits.otpResendS;
    },

    /** Uses the phone's open code if `code` matches; throws INVALID_CODE otherwise. */
    async verify(phone: string, code: string): Promise<void> {
      const now = clock.now();
      const open = await repo.findOpenCode(phone);
      if (!open || open.expiresAt.getTime() <= now.getTime() || open.attempts >= OTP_MAX_ATTEMPTS) {
        throw new AppError('INVALID_CODE');
      }
      if (!safeEqual(digest(phone, code), open.codeHash)) {
        const attempts = await repo.addCodeAttempt(open.id);
        if (attempts >= OTP_MAX_ATTEMPTS) {
          await repo.closeOpenCodes(phone, now);
          logger.warn({ phone: maskPhone(phone) }, 'OTP closed after too many wrong tries');
        }
        throw new AppError('INVALID_CODE');
      }
      if (!(await repo.consumeCode(open.id, now, OTP_MAX_ATTEMPTS))) throw new AppError('INVALID_CODE');
    },
  };
};

export type TOtpService = ReturnType<typeof createOtpService>;
