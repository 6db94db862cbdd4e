import { logoutLocally, useNavigate } from '@casino/shared';
import { logout } from '../auth';

/** Revokes the session on the server (best effort), then ends it locally and goes to login. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    try {
      await logout();
    } catch (error) {
      console.warn('[account] server logout failed; logging out locally', error);
    }
    logoutLocally('user');
    void navigate('/login', { replace: true });
  };
}
