import 'fastify';
import type { TSessionContext } from '../modules/auth/session.types';
import type { TCatalogueRoute } from '../plugins/route-catalogue';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered (plugins/route-catalogue.ts): the bad-input walker and the OpenAPI document read it. */
    readonly routeCatalogue: ReadonlyArray<TCatalogueRoute>;
  }
  interface FastifyRequest {
    /** The resolved session on routes with `config.auth`; null when absent or invalid. */
    session: TSessionContext | null;
  }
  interface FastifyContextConfig {
    /** 'required': 401 without a valid session; 'optional': resolve it when present. */
    auth?: 'required' | 'optional';
    /** Staff endpoints: require the x-admin-token header. */
    admin?: boolean;
    /**
     * A vendor-facing route (seamless wallet, payment callbacks): HMAC-signed with the shared secret
     * (lib/signature.ts) and answered in the vendor's wire format `{ status, code? }`, not the player
     * envelope. The bad-input walker signs its requests to these and checks that format.
     */
    vendor?: boolean;
  }
}
