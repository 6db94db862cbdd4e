/** What the auth guard does with a navigation (spec sections 2 and 6). */
export type GuardDecision = 'allow' | 'login' | 'wait';

export interface GuardInput {
  /** The target route's metadata; absent means the route needs a logged-in user. */
  ignoreAuth?: boolean;
  loggedIn: boolean;
  /** The start-up session (tourist login, returning-device check) has settled. */
  sessionReady: boolean;
}

/** Routes not marked ignoreAuth send a logged-out user to login; until the session is known, wait. */
export function decideAccess({ ignoreAuth, loggedIn, sessionReady }: GuardInput): GuardDecision {
  if (ignoreAuth || loggedIn) return 'allow';
  return sessionReady ? 'login' : 'wait';
}

/** After start-up: a not-logged-in returning device goes to login, anyone else to Home. */
export function startupTarget({ loggedIn, returningDevice }: { loggedIn: boolean; returningDevice: boolean }): 'login' | 'home' {
  return !loggedIn && returningDevice ? 'login' : 'home';
}

/**
 * Routes a restricted session (a player in a time-out or self-exclusion) may open: the withdrawal and
 * what it needs, the histories, Sorumlu Oyun and support. The API refuses everything else anyway;
 * the guard keeps the player from pages that would only show refusals.
 */
export const RESTRICTED_ROUTE_NAMES: ReadonlySet<string> = new Set([
  'kisiselBilgiler',
  'kisiselBilgilerHome',
  'withdrawl',
  'withdrawalPassword',
  'bankaKartiBilgiler',
  'Transactions',
  'MyBettingRecords',
  'sorumluOyun',
  'CustomerService',
]);
export const RESTRICTED_HOME = '/kisiselBilgiler/withdrawl';

/** A restricted session on a route outside its list goes to the withdrawal (open routes stay open). */
export function restrictedRedirect({ name, ignoreAuth, restricted }: { name: string; ignoreAuth?: boolean; restricted: boolean }): boolean {
  return restricted && !ignoreAuth && !RESTRICTED_ROUTE_NAMES.has(name);
}

export const LOGIN_PATH = '/login';
export const REGISTER_PATH = '/login?type=register';
