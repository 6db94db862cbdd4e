import { useLocation, useNavigate, useSearchParams } from '@casino/shared';
import { redirectTarget, RegisterCard } from '../features/auth';

/** /register (mobile, outside the layout). */
export default function RegisterPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  return <RegisterCard loginTo="/login" onRegistered={() => void navigate(redirectTarget(search, location.state), { replace: true })} />;
}
