import { useState, type FormEvent } from 'react';
import { cookRatings, MAX_COOK_NOTE } from '../../../shared/cook-log-rules.ts';
import { localToday } from '../../../shared/meal-plan-rules.ts';
import { useRecordCooked } from '../../api/recipes/record-cooked.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { TextArea } from '../ui/text-area.tsx';
import { TextField } from '../ui/text-field.tsx';
import { useToast } from '../ui/toast.tsx';
import { PhotoUploadField, type ChosenPhoto } from './photo-upload-field.tsx';

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
  const [today] = useState(() => localToday());
  const [cookedOn, setCookedOn] = useState(today);
  const [rating, setRating] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [photo, setPhoto] = useState<ChosenPhoto | null>(null);
  const [uploading, setUploading] = useState(false);

  const failure = record.error;
  const fieldError = (path: string) => (failure instanceof ApiError ? failure.details.find((d) => d.path === path)?.message : undefined);
  const noteError = fieldError('note');
  const ratingError = fieldError('rating');
  const generalError = failure && !['cookedOn', 'rating', 'note', 'photoId'].some((path) => fieldError(path)) ? failure.message : undefined;

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
        <PhotoUploadField
          label={t('cooked.photo')}
          photo={photo}
          onChange={setPhoto}
          error={fieldError('photoId')}
          onUploadingChange={setUploading}
        />
        <div className="dialog-actions">
          <Button type="submit" busy={record.isPending} disabled={uploading}>
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
