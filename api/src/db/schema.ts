// Every table of the API, for drizzle-kit (one migration set) and for the typed client.
export * from '../modules/platform/platform.tables';
export * from '../modules/user/user.tables';
export * from '../modules/auth/auth.tables';
export * from '../modules/tracking/tracking.tables';
export * from '../modules/games/games.tables';
export * from '../modules/wallet/wallet.tables';
// bonuses: offers and players' bonus money under wagering
export * from '../modules/bonus/bonus.tables';
export * from '../modules/bonus/free-rounds.tables';
// cashier
export * from '../modules/cashier/cashier.tables';
// identity verification (KYC)
export * from '../modules/kyc/kyc.tables';
// mail and rewards
export * from '../modules/mail/mail.tables';
export * from '../modules/rewards/rewards.tables';
// vip, wheel
export * from '../modules/vip/vip.tables';
export * from '../modules/wheel/wheel.tables';
// player protection
export * from '../modules/protection/protection.tables';
// support
export * from '../modules/support/support.tables';
export * from '../modules/invite/invite.tables';
export * from '../modules/prize/prize.tables';
// staff console
export * from '../modules/staff/staff.tables';
export * from '../modules/backoffice/backoffice.tables';
export * from '../modules/backoffice/reports.tables';
// sport: the sportsbook's bet slips (with the seamless wallet's rounds)
export * from '../modules/sport/sport.tables';
// legal texts: terms, KVKK privacy notice, cookies, bonus rules, responsible gaming (versioned)
export * from '../modules/legal/legal.tables';
// consent: players' acceptances of the terms and the privacy notice
export * from '../modules/consent/consent.tables';
