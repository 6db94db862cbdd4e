// Every table of the sandbox services' own database (their own migration set in api/drizzle-sandbox/).
export * from './sandbox.tables';
export * from '../payments/payments.tables';
// The game provider's sessions, seeds and rounds.
export * from './games.tables';
// The sportsbook's sessions, bets and simulated clock.
export * from './sportsbook.tables';
