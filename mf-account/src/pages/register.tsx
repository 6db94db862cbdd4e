import { useLocation, useNavigate, useSearchParams } from '@casino/shared';
import { RegisterCard } from '../features/auth/components/register-card';
import { redirectTarget } from '../features/auth/complete-login';

/** /register (mobile, outside the layout). */
export default function RegisterPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  return <RegisterCard loginTo="/login" onRegistered={() => void navigate(redirectTarget(search, location.state), { replace: true })} />;
}
