import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessageOf } from '../../../lib/error-message.ts';
import { downloadMyData } from '../../../api/me/export-data.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

/** "Your data": everything they own, as one JSON file. */
export function YourDataSection() {
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const t = useT();

  const exportData = async () => {
    setBusy(true);
    setError(null);
    setDone(false);
    try {
      await downloadMyData();
      setDone(true);
    } catch (cause) {
      setError(errorMessageOf(cause) ?? t('profile.data.exportFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card profile-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('profile.data.heading')}</h2>
      <p>{t('profile.data.intro')}</p>
      {error ? <Alert>{error}</Alert> : null}
      <div className="actions">
        <Button variant="secondary" busy={busy} onClick={() => void exportData()}>
          {t('profile.data.export')}
        </Button>
      </div>
      <p role="status" className="status-line">
        {done ? t('profile.data.downloading') : ''}
      </p>
    </section>
  );
}
