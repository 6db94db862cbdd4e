// wrk, the C HTTP load generator from Debian, for the benchmarks that compare an HTTP path with pgbench's C
// client (api/bench/api-limits.ts): a generator in Node costs the shared cores several times what wrk does.
import { ensureAptPackage } from './apt.mjs';

export const wrkPath = () => process.env.WRK_PATH || '/usr/bin/wrk';
export const ensureWrk = () => ensureAptPackage({ pkg: 'wrk', path: wrkPath(), hint: 'set WRK_PATH' });
