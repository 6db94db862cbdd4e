import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiPost } from '@casino/shared';

/**
 * The age gate (player protection): the server refuses every launch, demo included, until the player
 * confirms 18+ with a date of birth. The server decides; an under-18 date is refused there and its
 * message is shown by the API client's toast.
 */
export function AgeGate({ onConfirmed }: { onConfirmed: () => void }) {
  const { t } = useTranslation('lobby');
  const [birthDate, setBirthDate] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!birthDate || busy) return;
    setBusy(true);
    apiPost('/protection/confirmAge', { birthDate }).then(
      () => onConfirmed(),
      () => setBusy(false),
    );
  };

  return (
    <form className="lobby-panel lobby-age" data-testid="age-gate" onSubmit={submit}>
      <strong>{t('age.title')}</strong>
      <span>{t('age.text')}</span>
      <label className="lobby-age__field">
        {t('age.birthDate')}
        <input type="date" required value={birthDate} max={new Date().toISOString().slice(0, 10)} onChange={(e) => setBirthDate(e.target.value)} data-testid="age-birth-date" />
      </label>
      <button type="submit" className="cs-button" disabled={!birthDate || busy}>
        {t('age.confirm')}
      </button>
    </form>
  );
}
