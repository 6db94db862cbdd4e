import type { Lang } from '@casino/shared';

const LOCALES: Record<Lang, string> = { tk: 'tr-TR', en: 'en-GB', 'zh-CN': 'zh-CN' };

/** An instant as the player reads it: Istanbul time, in the active language (e.g. 01.06.2026 12:00). */
export function formatDateTime(iso: string, lang: Lang): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALES[lang] ?? LOCALES.tk, { timeZone: 'Europe/Istanbul', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(date);
}

export function formatDate(iso: string, lang: Lang): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALES[lang] ?? LOCALES.tk, { timeZone: 'Europe/Istanbul', day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}
