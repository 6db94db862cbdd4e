/** Password guesses per phone number, whatever the IP (logins and phone changes share the budget). */
export const PASSWORD_TRIES_PER_PHONE = 10;
export const PASSWORD_WINDOW_MS = 15 * 60_000;

/** The rate-limit key of password guesses against one phone. */
export const passwordTriesKey = (mobile: string): string => `login:phone:${mobile}`;
