import 'fastify';
import type { TSessionContext } from '../modules/auth/session.types';
import type { TStaffRole } from '../modules/staff/staff.roles';
import type { TStaffContext, TStaffService } from '../modules/staff/staff.service';
import type { TCatalogueRoute } from '../plugins/route-catalogue';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered (plugins/route-catalogue.ts): the bad-input walker and the OpenAPI document read it. */
    readonly routeCatalogue: ReadonlyArray<TCatalogueRoute>;
    /** Staff accounts and console sessions (server.ts seeds the sandbox demo account through it). */
    readonly staff: TStaffService;
  }
  interface FastifyRequest {
    /** The resolved session on routes with `config.auth`; null when absent or invalid. */
    session: TSessionContext | null;
    /** The staff member on `config.admin` routes called with a console session; null with the admin token. */
    staff: TStaffContext | null;
  }
  interface FastifyContextConfig {
    /** 'required': 401 without a valid session; 'optional': resolve it when present. */
    auth?: 'required' | 'optional';
    /** Staff endpoints: require the x-admin-token header, or a console session (plugins/auth.ts). */
    admin?: boolean;
    /**
     * The console role a staff route needs with a session. Default: 'viewer' for paths ending in /list,
     * /get, /audit, /versions, /health, /status; 'operator' for the rest (modules/staff/staff.roles.ts).
     */
    role?: TStaffRole;
    /**
     * A vendor-facing route (seamless wallet, payment callbacks): HMAC-signed with the shared secret
     * (lib/signature.ts) and answered in the vendor's wire format `{ status, code? }`, not the player
     * envelope. The bad-input walker signs its requests to these and checks that format.
     */
    vendor?: boolean;
    /**
     * Staff per market: the player a staff route acts on when its body names them by another record (an
     * adjustment's or a withdrawal's id) rather than `userId` (plugins/staff-market-scope.ts).
     */
    playerOf?: (body: unknown) => Promise<number | undefined>;
  }
}
