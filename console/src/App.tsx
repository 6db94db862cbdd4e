import { BrowserRouter } from 'react-router-dom';
import { AuthProvider, useAuth } from './auth/auth';
import { SignIn } from './auth/SignIn';
import { Layout } from './layout/Layout';
import { screens } from './screens';
import type { TScreen } from './screens/screen';
import { Loading } from './ui/States';

const Gate = ({ screens: list }: { screens: readonly TScreen[] }) => {
  const { status } = useAuth();
  if (status === 'checking') return <Loading />;
  if (status === 'signed-out') return <SignIn />;
  return <Layout screens={list} />;
};

export const App = ({ screens: list = screens }: { screens?: readonly TScreen[] }) => (
  <BrowserRouter>
    <AuthProvider>
      <Gate screens={list} />
    </AuthProvider>
  </BrowserRouter>
);
