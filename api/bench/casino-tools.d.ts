// tools/lib/haproxy.mjs is plain JS owned by the tools package; this is the part the load test and drills use.
declare module '@casino/tools/lib/haproxy.mjs' {
  /** Installs Debian's haproxy when missing; answers its path. */
  export const ensureHaproxy: () => Promise<string>;
  /** The configuration `npm start -- --instances N` runs (health checks, retries of idempotent requests). */
  export const haproxyConfig: (options: { host?: string; port: number; instances: Array<{ name: string; port: number }> }) => string;
}
