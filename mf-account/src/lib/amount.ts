import { formatAmount, formatMoney, type Lang } from '@casino/shared';

/**
 * Amounts as players type them: "250", "250,50", "1.250,50" (Turkish) or "250.50". Answers minor
 * units, or null when the text is not an amount with at most 2 decimals.
 */
export function parseAmount(text: string): number | null {
  // A pasted amount may carry a currency: its symbol (₺, €) or a three-letter code (TRY) is dropped.
  let t = text.replace(/[\s\p{Sc}]|^[A-Z]{3}|[A-Z]{3}$/gu, '');
  if (t.includes(',')) t = t.replace(/\./g, '').replace(',', '.');
  const match = /^(\d{1,9})(?:\.(\d{0,2}))?$/.exec(t);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Minor units as the API's major-unit text ("250.50"). */
export const toMajorText = (minor: number): string => `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

/** The fee the player pays on `amountMinor` (rounded down, never above the amount). */
export const feeOf = (amountMinor: number, feeBps: number, feeFixedMinor: number): number => Math.min(amountMinor, Math.floor((amountMinor * feeBps) / 10_000) + feeFixedMinor);

export type TAmountCheck = { ok: true; minor: number } | { ok: false; reason: 'empty' | 'format' | 'min' | 'max' };

export function checkAmount(text: string, minMinor: number, maxMinor: number): TAmountCheck {
  if (text.trim() === '') return { ok: false, reason: 'empty' };
  const minor = parseAmount(text);
  if (minor === null || minor <= 0) return { ok: false, reason: 'format' };
  if (minor < minMinor) return { ok: false, reason: 'min' };
  if (minor > maxMinor) return { ok: false, reason: 'max' };
  return { ok: true, minor };
}

/**
 * An amount field's range as players read it ("100,00 – 5.000,00" in Turkish), or null when there is
 * no range (the most is below the least, e.g. a withdrawable balance under the minimum).
 */
export function amountRange(minMinor: number, maxMinor: number, lang: Lang): string | null {
  if (maxMinor < minMinor) return null;
  return `${formatMoney(minMinor, lang)} – ${formatMoney(maxMinor, lang)}`;
}

/** A preset chip's label in the market's format, without decimals when whole ("10.000 ₺"), so it fits on one line. */
export const chipText = (minor: number, lang: Lang, currency: string): string => formatAmount(minor, lang, currency, { trimWhole: true });
