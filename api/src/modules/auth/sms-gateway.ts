import { signedHeaders } from '../../lib/signature';

/**
 * How the operator sends SMS. The sandbox adapter below talks to the sandbox SMS service; a real
 * vendor is one more adapter with the same interface.
 */
export interface SmsGateway {
  send(message: { to: string; text: string }): Promise<void>;
}

/** Sandbox only: reads back what the sandbox SMS service recorded (for /sms/getTest and tests). */
export interface SmsTestInbox {
  lastCode(to: string): Promise<string | null>;
}

export class SmsGatewayError extends Error {
  override name = 'SmsGatewayError';
}

export const createSandboxSmsGateway = (options: {
  baseUrl: string;
  secret: string;
  timeoutMs?: number;
}): SmsGateway & SmsTestInbox => {
  const call = async (path: string, payload: unknown): Promise<Response> => {
    const body = JSON.stringify(payload);
    let response: Response;
    try {
      response = await fetch(new URL(path, options.baseUrl), {
        method: 'POST',
        headers: signedHeaders(options.secret, body),
        body,
        signal: AbortSignal.timeout(options.timeoutMs ?? 3_000),
      });
    } catch (error) {
      throw new SmsGatewayError(`sandbox SMS service unreachable at ${options.baseUrl}`, { cause: error });
    }
    return response;
  };
  return {
    async send(message) {
      const response = await call('/sms/messages', message);
      if (!response.ok) throw new SmsGatewayError(`sandbox SMS service answered HTTP ${response.status}`);
    },
    async lastCode(to) {
      const response = await call('/sms/last', { to });
      if (response.status === 404) return null;
      if (!response.ok) throw new SmsGatewayError(`sandbox SMS service answered HTTP ${response.status}`);
      const data = (await response.json()) as { code?: unknown };
      return typeof data.code === 'string' ? data.code : null;
    },
  };
};
