import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessageOf } from '../../../lib/error-message.ts';
import { downloadMyData } from '../../../api/me/export-data.ts';

/** "Your data": everything they own, as one JSON file. */
export function YourDataSection() {
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const exportData = async () => {
    setBusy(true);
    setError(null);
    setDone(false);
    try {
      await downloadMyData();
      setDone(true);
    } catch (cause) {
      setError(errorMessageOf(cause) ?? 'Your data could not be exported. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card profile-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Your data</h2>
      <p>
        Download everything you keep in Champion Kitchen as a JSON file: your details, recipes, meal plans, shopping lists and group
        membership.
      </p>
      {error ? <Alert>{error}</Alert> : null}
      <div className="actions">
        <Button variant="secondary" busy={busy} onClick={() => void exportData()}>
          Export my data
        </Button>
      </div>
      <p role="status" className="status-line">
        {done ? 'Your data is downloading.' : ''}
      </p>
    </section>
  );
}
