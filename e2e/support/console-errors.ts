// Console errors and uncaught page errors, collected for a test to assert on (usually: none).
import type { Page } from '@playwright/test';

export type TConsoleError = { kind: 'console' | 'pageerror'; text: string; url?: string };

/**
 * Starts collecting on `page` and returns the live list. `ignore` drops known noise by substring or pattern.
 */
export const collectConsoleErrors = (page: Page, ignore: (string | RegExp)[] = []): TConsoleError[] => {
  const errors: TConsoleError[] = [];
  const ignored = (text: string) => ignore.some((p) => (typeof p === 'string' ? text.includes(p) : p.test(text)));
  page.on('console', (message) => {
    if (message.type() !== 'error' || ignored(message.text())) return;
    errors.push({ kind: 'console', text: message.text(), url: message.location().url });
  });
  page.on('pageerror', (error) => {
    if (!ignored(error.message)) errors.push({ kind: 'pageerror', text: `${error.name}: ${error.message}` });
  });
  return errors;
};

/** One line per error, for an assertion message. */
export const formatConsoleErrors = (errors: TConsoleError[]) =>
  errors.map((e) => `${e.kind}: ${e.text}${e.url ? ` (${e.url})` : ''}`).join('\n');
