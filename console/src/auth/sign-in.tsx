import { useState } from 'react';
import { useStrings } from '../i18n/tables';
import { useAuth } from './auth';

/** The sign-in form: a page, or (`dialog`) over a page whose session ended mid-use, which keeps what was typed. */
export const SignIn = ({ dialog = false }: { dialog?: boolean }) => {
  const t = useStrings();
  const { signIn, expired } = useAuth();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [totp, setTotp] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const Wrapper = dialog ? 'div' : 'main';
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await signIn({ login: login.trim(), password, totp: totp.replace(/\s/g, '') });
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      setTotp('');
      setBusy(false);
    }
  };

  return (
    <Wrapper className="signin" {...(dialog ? { role: 'dialog', 'aria-modal': true, 'aria-labelledby': 'signin-title' } : {})}>
      <form className="signin-card" onSubmit={submit} aria-labelledby="signin-title">
        <div className="brand">{t.appName}</div>
        <h1 id="signin-title">{t.signIn.title}</h1>
        <p className="muted">{t.signIn.subtitle}</p>
        {expired && !error && (
          <div className="notice notice-error" role="status">
            {dialog ? t.signIn.expiredKept : t.signIn.expired}
          </div>
        )}
        {error && (
          <div className="notice notice-error" role="alert">
            {error}
          </div>
        )}
        <label className="field">
          <span>{t.signIn.login}</span>
          <input name="login" autoComplete="username" autoCapitalize="none" spellCheck={false} required value={login} onChange={(e) => setLogin(e.target.value)} />
        </label>
        <label className="field">
          <span>{t.signIn.password}</span>
          <input name="password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        <label className="field">
          <span>{t.signIn.totp}</span>
          <input
            name="totp"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]{6,7}"
            maxLength={7}
            placeholder={t.signIn.totpHint}
            required
            value={totp}
            onChange={(e) => setTotp(e.target.value)}
          />
        </label>
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {busy ? t.signIn.submitting : t.signIn.submit}
        </button>
      </form>
    </Wrapper>
  );
};
