// The options of `npm start` (tools/start.mjs): parsed and checked here, so the start script only acts on them.
import { parseArgs } from 'node:util';

export const START_USAGE = `Usage: node tools/start.mjs [options]   (npm start -- [options])
  --no-install  do not check the pnpm install (it must have been done)
  --no-build    serve the existing dist/ folders (they must exist)
  --fresh-data  the API gets an empty DATA_DIR (a new temporary one unless DATA_DIR is set), the sandbox
                services a store inside it, removed on exit; DATABASE_URL and REDIS_URL are ignored. For e2e runs that must not touch the
                developer's data. The CDN folder (CDN_DIR, else one inside the temporary folder) is as temporary.
  --quiet       hide the API and sandbox logs (they are still shown if a process fails to start)
  --instances N run N API processes (2-16) behind HAProxy (Debian's package, installed when missing) on
                API_PORT; needs DATABASE_URL (PostgreSQL) and REDIS_URL, which every instance shares
Ports: SHELL_PORT LOBBY_PORT ACCOUNT_PORT MAIL_REWARDS_PORT WHEEL_PORT CONSOLE_PORT API_PORT SANDBOX_PORT CDN_PORT (tools/ports.cjs)
CDN:   CDN_DIR (default .data/cdn) is served on CDN_PORT: the versions \`pnpm remote publish\` uploads`;

/**
 * Reads the command line: `{ opts, instances }`, or `{ problem }` (a message to print with the usage, exit 2).
 * With `--help` nothing else is checked: the caller prints the usage.
 */
export const parseStartOptions = (args, env) => {
  let opts;
  try {
    opts = parseArgs({
      args,
      options: {
        help: { type: 'boolean', default: false },
        'no-install': { type: 'boolean', default: false },
        'no-build': { type: 'boolean', default: false },
        'fresh-data': { type: 'boolean', default: false },
        quiet: { type: 'boolean', default: false },
        instances: { type: 'string', default: '1' },
      },
    }).values;
  } catch (error) {
    return { problem: error.message };
  }
  const instances = Number(opts.instances);
  if (opts.help) return { opts, instances };
  const problem = (() => {
    if (!Number.isInteger(instances) || instances < 1 || instances > 16) return `--instances must be 1 to 16, got "${opts.instances}"`;
    if (instances === 1) return undefined;
    if (opts['fresh-data']) return '--instances needs a shared PostgreSQL: it cannot run with --fresh-data (embedded PGlite)';
    // PGlite is one process; sessions, OTPs and rate limits must be shared by every instance.
    if (!env.DATABASE_URL) return '--instances needs DATABASE_URL=postgres://... (every instance shares one database)';
    if (!env.REDIS_URL) return '--instances needs REDIS_URL=redis://... (rate limits and pushes are shared through Redis)';
    return undefined;
  })();
  return problem ? { problem } : { opts, instances };
};
