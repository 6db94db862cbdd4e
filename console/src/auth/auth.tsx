import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { apiCall, onUnauthorized, sessionToken } from '../api/client';
import type { TStaffLoginResult, TStaffMe, TStaffRole } from '../api/types';

const RANK: Record<TStaffRole, number> = { viewer: 0, operator: 1, compliance: 2, approver: 3, admin: 4 };
/** The same rule as the API (modules/staff/staff.roles.ts); the server enforces it anyway. */
export const roleCovers = (held: TStaffRole, needed: TStaffRole): boolean => RANK[held] >= RANK[needed];

/** 'expired': the session ended while the console was in use; the page stays (forms kept) under a sign-in dialog. */
type TStatus = 'checking' | 'signed-out' | 'signed-in' | 'expired';

interface TAuth {
  status: TStatus;
  me: TStaffMe | null;
  /** Set when the session ended by itself (expired, revoked): the sign-in page says so. */
  expired: boolean;
  signIn(input: { login: string; password: string; totp: string }): Promise<void>;
  signOut(): Promise<void>;
}

const AuthContext = createContext<TAuth | null>(null);

export const AuthProvider = ({ children }: { children: ReactNode }) => {
  const [me, setMe] = useState<TStaffMe | null>(null);
  const [status, setStatus] = useState<TStatus>(() => (sessionToken.get() ? 'checking' : 'signed-out'));
  const [expired, setExpired] = useState(false);

  useEffect(() => {
    if (status !== 'checking') return;
    apiCall<TStaffMe>('/admin/staff/me').then(
      (who) => {
        setMe(who);
        setStatus('signed-in');
      },
      () => {
        sessionToken.set(null);
        setStatus('signed-out');
      },
    );
  }, [status]);

  useEffect(
    () =>
      onUnauthorized(() => {
        sessionToken.set(null);
        setExpired(true);
        // Mid-use, the staff member stays known (the page under the dialog keeps what was typed); else a fresh sign-in.
        setStatus((s) => (s === 'signed-in' || s === 'expired' ? 'expired' : 'signed-out'));
      }),
    [],
  );

  const signIn = useCallback(async (input: { login: string; password: string; totp: string }) => {
    const result = await apiCall<TStaffLoginResult>('/admin/staff/login', input);
    sessionToken.set(result.token);
    const { token: _token, ...who } = result;
    setMe(who);
    setExpired(false);
    setStatus('signed-in');
  }, []);

  const signOut = useCallback(async () => {
    await apiCall('/admin/staff/logout').catch(() => undefined);
    sessionToken.set(null);
    setMe(null);
    setExpired(false);
    setStatus('signed-out');
  }, []);

  const value = useMemo(() => ({ status, me, expired, signIn, signOut }), [status, me, expired, signIn, signOut]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
};

export const useAuth = (): TAuth => {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth outside AuthProvider');
  return auth;
};

/** True when the signed-in staff member's role covers `role`: write buttons show only then. */
export const useCan = (role: TStaffRole): boolean => {
  const { me } = useAuth();
  return me !== null && roleCovers(me.role, role);
};
