// tools/lib/haproxy.mjs is plain JS owned by the tools package; this is the part the load test and drills use.
declare module '@casino/tools/lib/haproxy.mjs' {
  /** Installs Debian's haproxy when missing; answers its path. */
  export const ensureHaproxy: () => Promise<string>;
  /** The configuration `npm start -- --instances N` runs (health checks, retries of idempotent requests). */
  export const haproxyConfig: (options: { host?: string; port: number; instances: Array<{ name: string; port: number }> }) => string;
}

// tools/lib/wrk.mjs: the C load generator of the bets benchmark (bench/wrk.ts).
declare module '@casino/tools/lib/wrk.mjs' {
  /** Installs Debian's wrk when missing; answers its path. */
  export const ensureWrk: () => Promise<string>;
}
