import { useRef, useState, type FormEvent } from 'react';
import { cookRatings, MAX_COOK_NOTE } from '../../../shared/cook-log-rules.ts';
import { localToday } from '../../../shared/meal-plan-rules.ts';
import { useUploadPhoto } from '../../api/photos/upload-photo.ts';
import { useRecordCooked } from '../../api/recipes/record-cooked.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { Field } from '../ui/field.tsx';
import { ProgressBar } from '../ui/progress-bar.tsx';
import { TextArea } from '../ui/text-area.tsx';
import { TextField } from '../ui/text-field.tsx';
import { useToast } from '../ui/toast.tsx';

export interface CookedDialogProps {
  recipeId: string;
  recipeTitle: string;
  /** The plan entry this meal was: it shows as cooked once saved. */
  planEntryId?: string | null | undefined;
  onClose: () => void;
  /** After the entry is saved (the dialog then closes itself). */
  onSaved?: () => void;
}

/** The browser's time zone, which says what "today" is for the server's check. */
function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * "I cooked this" (docs/decisions/0077-the-cook-log.md): the day (today unless changed), a rating of 1 to 5 stars or
 * none, a note and a photo, saved to the person's cook log. Opened from a recipe's dialog, a plan entry, and cook
 * mode's last step.
 */
export function CookedDialog({ recipeId, recipeTitle, planEntryId = null, onClose, onSaved }: CookedDialogProps) {
  const t = useT();
  const toast = useToast();
  const record = useRecordCooked(recipeId);
  const upload = useUploadPhoto();
  const fileInput = useRef<HTMLInputElement>(null);
  const [today] = useState(() => localToday());
  const [cookedOn, setCookedOn] = useState(today);
  const [rating, setRating] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [photo, setPhoto] = useState<{ id: string; thumbnailUrl: string } | null>(null);

  const failure = record.error;
  const fieldError = (path: string) => (failure instanceof ApiError ? failure.details.find((d) => d.path === path)?.message : undefined);
  const noteError = fieldError('note');
  const ratingError = fieldError('rating');
  const generalError = failure && !['cookedOn', 'rating', 'note', 'photoId'].some((path) => fieldError(path)) ? failure.message : undefined;
  const photoError = upload.error
    ? upload.error instanceof ApiError
      ? upload.error.message
      : t('recipes.editor.photoFailed')
    : fieldError('photoId');

  function submit(event: FormEvent) {
    event.preventDefault();
    // The note's field already says it is too long (its counter), and nothing is cut: it waits to be shortened.
    if (note.trim().length > MAX_COOK_NOTE) return;
    record.mutate(
      { cookedOn, rating, note: note.trim() === '' ? null : note, photoId: photo?.id ?? null, planEntryId, timeZone: browserTimeZone() },
      {
        onSuccess: () => {
          toast.success(t('cooked.saved', { title: recipeTitle }));
          onSaved?.();
          onClose();
        },
      },
    );
  }

  return (
    <Dialog title={t('cooked.dialogTitle', { title: recipeTitle })} onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate>
        {generalError ? <Alert>{generalError}</Alert> : null}
        <TextField
          label={t('cooked.date')}
          type="date"
          value={cookedOn}
          max={today}
          required
          error={fieldError('cookedOn')}
          onChange={(event) => setCookedOn(event.target.value)}
        />
        <fieldset className="fieldset segmented cooked-rating" aria-describedby={ratingError ? 'cooked-rating-error' : undefined}>
          <legend>{t('cooked.rating')}</legend>
          <label className="segmented__option">
            <input type="radio" name="cooked-rating" value="" checked={rating === null} onChange={() => setRating(null)} />
            <span>{t('cooked.noRating')}</span>
          </label>
          {cookRatings.map((stars) => (
            <label key={stars} className="segmented__option">
              <input type="radio" name="cooked-rating" value={stars} checked={rating === stars} onChange={() => setRating(stars)} />
              <span>{t('cooked.stars', { count: stars })}</span>
            </label>
          ))}
          {ratingError ? (
            <p id="cooked-rating-error" className="field__error">
              {ratingError}
            </p>
          ) : null}
        </fieldset>
        <TextArea
          label={t('cooked.note')}
          value={note}
          rows={3}
          maxChars={MAX_COOK_NOTE}
          error={noteError}
          onChange={(event) => setNote(event.target.value)}
        />
        <Field label={t('cooked.photo')} error={photoError}>
          {(control) => (
            <>
              {photo ? (
                <img className="editor-photo" src={photo.thumbnailUrl} alt={t('recipes.editor.photoAlt')} width={240} height={180} />
              ) : null}
              <input
                {...control}
                ref={fileInput}
                type="file"
                accept="image/jpeg,image/png,image/webp"
                className="field__file"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file)
                    upload.mutate(file, { onSuccess: (uploaded) => setPhoto({ id: uploaded.id, thumbnailUrl: uploaded.thumbnailUrl }) });
                }}
              />
              {upload.isPending ? (
                <div className="upload-progress">
                  <ProgressBar label={t('recipes.editor.uploading')} value={upload.progress} />
                </div>
              ) : null}
            </>
          )}
        </Field>
        <div className="dialog-actions">
          <Button type="submit" busy={record.isPending} disabled={upload.isPending}>
            {record.isPending ? t('cooked.saving') : t('cooked.save')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('cooked.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
