// tools/ports.cjs is plain CommonJS owned by the tools package; this is the part of it the API uses.
declare module '@casino/tools/ports.cjs' {
  export type AppName = 'shell' | 'lobby' | 'account' | 'mail-rewards' | 'wheel' | 'console' | 'api' | 'sandbox' | 'cdn';
  const portsModule: {
    ports: Record<AppName, number>;
    /** The variable that moves each service. */
    PORT_ENV: Record<AppName, string>;
    /** The ports of a `npm start` without overrides. */
    DEFAULT_PORTS: Record<AppName, number>;
    /** The environment that puts every service on the given ports; throws when one is missing or two share one. */
    portEnvOf: (chosen: Record<string, number>) => Record<string, string>;
    origin: (name: AppName) => string;
    /** The JS the shell answers at /runtime-config.js. */
    runtimeConfigScript: () => string;
    /** Origins remote entries may come from with their SRI hash (CDN_ORIGINS). */
    cdnOrigins: () => string[];
    /** The remotes' own origins, trusted without a hash outside production only. */
    devRemoteOrigins: () => string[];
  };
  export default portsModule;
}

declare module '@casino/tools/dev-staff.cjs' {
  const devStaffModule: { DEV_STAFF: { readonly login: string; readonly password: string; readonly totpSecret: string; readonly role: 'admin' } };
  export default devStaffModule;
}
