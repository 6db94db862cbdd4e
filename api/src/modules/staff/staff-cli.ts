import { runStaffCall, takeFlag, type TStaffCall } from '../../lib/staff-cli';

// Staff accounts of the console: `pnpm staff <command>` (or `pnpm --filter @casino/api staff ...`). It calls the
// running API's staff endpoints with ADMIN_TOKEN (REGISTRY_API_URL or http://127.0.0.1:$API_PORT), which is how
// the first admin of a fresh installation is made.
const USAGE = `usage: pnpm staff <command>

  create <login> --role viewer|operator|compliance|approver|admin
                             a new account; prints its generated password and TOTP secret / otpauth:// URI
                             (add it to an authenticator app) once: they are never shown again
  list                       every account (login, role, disabled)
  set-role <login> <role>    change a role
  disable <login>            disable an account and end its sessions`;

const args = process.argv.slice(2);
const role = takeFlag(args, 'role');
const [command, login, extra] = args;
const routes: Record<string, () => TStaffCall> = {
  create: () => (login && role ? ['/admin/staff/users/create', { login, role }] : null),
  list: () => ['/admin/staff/users/list', {}],
  'set-role': () => (login && extra ? ['/admin/staff/users/set-role', { login, role: extra }] : null),
  disable: () => (login ? ['/admin/staff/users/disable', { login }] : null),
};

process.exit(await runStaffCall(command ? routes[command]?.() : null, USAGE));
