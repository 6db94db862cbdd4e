import { bus, isLoggedIn, useUser } from '@casino/shared';
import { lazy, Suspense, useEffect, useState } from 'react';

const TermsDialog = lazy(() => import('./terms-dialog'));

/**
 * New terms to accept: when the user state says so (`termsPending`, read with the user info on every
 * page load) or an API answer refused a launch or a bet (TERMS_NOT_ACCEPTED), a blocking dialog asks before
 * anything else; real-money play stays refused by the server until the player accepts.
 */
export function TermsGate() {
  const user = useUser();
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    const sub = bus.on('consent:terms-required').subscribe(() => setAsked(true));
    return () => sub.unsubscribe();
  }, []);
  const member = isLoggedIn(user) && user.role === 'user';
  if (!member || !(user.termsPending || asked)) return null;
  return (
    <Suspense fallback={null}>
      <TermsDialog onAccepted={() => setAsked(false)} />
    </Suspense>
  );
}
