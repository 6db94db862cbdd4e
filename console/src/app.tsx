import { BrowserRouter } from 'react-router-dom';
import { AuthProvider, useAuth } from './auth/auth';
import { SignIn } from './auth/sign-in';
import { Layout } from './layout/layout';
import { screens } from './screens';
import type { TScreen } from './screens/screen';
import { Loading } from './ui/states';

const Gate = ({ screens: list }: { screens: readonly TScreen[] }) => {
  const { status, me } = useAuth();
  if (status === 'checking') return <Loading />;
  if (status === 'signed-out' || !me) return <SignIn />;
  return (
    <>
      {/* Another staff member signing in on the dialog gets a fresh console, never the previous one's forms. */}
      <Layout key={me.login} screens={list} />
      {status === 'expired' && (
        <div className="dialog-backdrop signin-over" role="presentation">
          <SignIn dialog />
        </div>
      )}
    </>
  );
};

export const App = ({ screens: list = screens }: { screens?: readonly TScreen[] }) => (
  <BrowserRouter>
    <AuthProvider>
      <Gate screens={list} />
    </AuthProvider>
  </BrowserRouter>
);
