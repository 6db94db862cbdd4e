/** Console roles, weakest first: a viewer reads, an operator also changes things, an admin also manages staff. */
export const STAFF_ROLES = ['viewer', 'operator', 'admin'] as const;
export type TStaffRole = (typeof STAFF_ROLES)[number];

const rank: Record<TStaffRole, number> = { viewer: 0, operator: 1, admin: 2 };

export const hasRole = (held: TStaffRole, needed: TStaffRole): boolean => rank[held] >= rank[needed];

/** Reading paths: a staff route whose path ends so needs only a viewer unless it declares a role. */
const READ_PATH = /\/(list|get|audit|versions|health|status)$/;

/**
 * The role a staff route needs: its `config.role`, else 'viewer' for reading paths (ending in /list,
 * /get, /audit, /versions, /health, /status) and 'operator' for everything else.
 */
export const requiredRole = (routePath: string, declared: TStaffRole | undefined): TStaffRole => declared ?? (READ_PATH.test(routePath) ? 'viewer' : 'operator');
