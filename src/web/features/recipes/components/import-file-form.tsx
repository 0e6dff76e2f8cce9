import { useState, type FormEvent } from 'react';
import { IMPORT_FILE_MAX_BYTES } from '../../../../shared/import-file-limit.ts';
import type { ImportStatus } from '../../../../shared/imports.ts';
import { useImportStatus } from '../../../api/imports/get-import.ts';
import { useStartImport } from '../../../api/imports/start-import.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { messageOf } from '../../../components/recipe/recipe-errors.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

/** What a finished import did: counts, the file's refusal, and each recipe that did not come in whole, and why. */
function ImportSummary({ status }: { status: ImportStatus }) {
  const t = useT();
  if (status.status === 'failed' && status.imported === 0) {
    return <Alert title={t('recipes.importFile.failedTitle', { fileName: status.fileName })}>{status.error}</Alert>;
  }
  return (
    <div className="import-summary">
      <Alert tone="info" title={t('recipes.importFile.doneTitle', { fileName: status.fileName })}>
        <ul className="import-summary__counts">
          <li>{t('recipes.importFile.imported', { count: status.imported })}</li>
          <li>{t('recipes.importFile.skipped', { count: status.skipped })}</li>
          <li>{t('recipes.importFile.failed', { count: status.failed })}</li>
        </ul>
        {status.error ? <p>{status.error}</p> : null}
      </Alert>
      {status.errors.length > 0 ? (
        <section aria-label={t('recipes.importFile.problems')}>
          <h3 className="small">{t('recipes.importFile.problems')}</h3>
          <ul className="import-summary__problems small">
            {status.errors.map((problem, i) => (
              <li key={`${i}-${problem.name}`}>
                <strong>{problem.name}</strong>: {problem.error}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/**
 * Another app's export file, imported into My recipes in the background: `Export file`, `Import file`, then a
 * progressbar while it is sent and read, and a summary of what came in (docs/decisions/0071).
 */
export function ImportFileForm({ onClose }: { onClose: () => void }) {
  const t = useT();
  const [file, setFile] = useState<File | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const start = useStartImport();
  const importId = start.data?.id ?? null;
  const status = useImportStatus(importId);
  const ended = status.data?.status === 'done' || status.data?.status === 'failed';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFieldError(null);
    if (!file) return setFieldError(t('recipes.importFile.missing'));
    if (file.size > IMPORT_FILE_MAX_BYTES) return setFieldError(t('recipes.importFile.tooBig'));
    start.mutate(file);
  };

  if (status.data && ended) {
    return (
      <div className="form">
        <ImportSummary status={status.data} />
        <div className="actions">
          <Button onClick={onClose}>{t('recipes.importFile.close')}</Button>
        </div>
      </div>
    );
  }

  const read = status.data ? status.data.imported + status.data.skipped + status.data.failed : 0;
  // The server counts the file's recipes before reading them; until it has, how far along is unknown.
  const total = status.data?.total ?? 0;
  const working = start.isPending || importId !== null;
  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      {start.error ? <Alert>{messageOf(start.error)}</Alert> : null}
      {status.error ? <Alert>{messageOf(status.error)}</Alert> : null}
      <Field label={t('recipes.importFile.label')} hint={t('recipes.importFile.hint')} error={fieldError ?? undefined}>
        {(control) => (
          <input
            {...control}
            className="field__input"
            type="file"
            name="file"
            disabled={working}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        )}
      </Field>
      <div className="actions">
        <Button type="submit" busy={working}>
          {t('recipes.importFile.submit')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('recipes.import.cancel')}
        </Button>
      </div>
      {working ? (
        <div className="upload-progress">
          {start.isPending ? (
            <ProgressBar label={t('recipes.importFile.sending')} value={start.progress} />
          ) : (
            <ProgressBar label={t('recipes.importFile.reading')} value={total > 0 ? Math.min(read, total) / total : undefined} />
          )}
          <p role="status" className="small">
            {start.isPending ? t('recipes.importFile.sendingText') : t('recipes.importFile.readingText', { count: read })}
          </p>
        </div>
      ) : null}
    </form>
  );
}
