import { STAFF_ROLES, type TStaffRole } from '@casino/shared/contracts';

/** Console roles, weakest first (declared with the wire contracts: the console reads the same list). */
export { STAFF_ROLES, type TStaffRole };

const rank: Record<TStaffRole, number> = { viewer: 0, operator: 1, compliance: 2, approver: 3, admin: 4 };

export const hasRole = (held: TStaffRole, needed: TStaffRole): boolean => rank[held] >= rank[needed];

/** Players' personal data (phone, name, e-mail, IP, device, IBAN) is shown to this role and above (KVKK). */
export const PERSONAL_DATA_ROLE: TStaffRole = 'compliance';
export const seesPersonalData = (held: TStaffRole): boolean => hasRole(held, PERSONAL_DATA_ROLE);

/** Reading paths: a staff route whose path ends so needs only a viewer unless it declares a role. */
const READ_PATH = /\/(list|get|audit|versions|health|status)$/;

/**
 * The role a staff route needs: its `config.role`, else 'viewer' for reading paths (ending in /list,
 * /get, /audit, /versions, /health, /status) and 'operator' for everything else.
 */
export const requiredRole = (routePath: string, declared: TStaffRole | undefined): TStaffRole => declared ?? (READ_PATH.test(routePath) ? 'viewer' : 'operator');
