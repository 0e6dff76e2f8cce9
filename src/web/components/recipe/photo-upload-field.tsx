import { useEffect, useRef } from 'react';
import { useUploadPhoto } from '../../api/photos/upload-photo.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { Field } from '../ui/field.tsx';
import { ProgressBar } from '../ui/progress-bar.tsx';

/** A photo once uploaded: its id to save with the form, and its thumbnail to show (an imported draft may have none). */
export interface ChosenPhoto {
  id: string;
  thumbnailUrl: string | null;
}

export interface PhotoUploadFieldProps {
  label: string;
  hint?: string | undefined;
  photo: ChosenPhoto | null;
  onChange: (photo: ChosenPhoto | null) => void;
  /** What the server said about the photo when the form was saved; a failed upload's own words come first. */
  error?: string | undefined;
  /** Offers "Remove photo" once there is one (the recipe editor, where a saved photo can be taken off). */
  removable?: boolean;
  /** Says "Uploading…" as a status as well as drawing the bar (the recipe editor). */
  announceUpload?: boolean;
  /** Told when an upload starts and ends, for a form that must not be saved with its photo half-sent. */
  onUploadingChange?: ((uploading: boolean) => void) | undefined;
}

/**
 * A photo chosen from the device and uploaded at once (POST /api/photos), with its thumbnail and the upload's progress:
 * the recipe editor's photo and "I cooked this"'s photo.
 */
export function PhotoUploadField({
  label,
  hint,
  photo,
  onChange,
  error,
  removable = false,
  announceUpload = false,
  onUploadingChange,
}: PhotoUploadFieldProps) {
  const t = useT();
  const upload = useUploadPhoto();
  const input = useRef<HTMLInputElement>(null);
  const uploadError = upload.error
    ? upload.error instanceof ApiError
      ? upload.error.message
      : t('recipes.editor.photoFailed')
    : undefined;

  useEffect(() => {
    onUploadingChange?.(upload.isPending);
  }, [upload.isPending, onUploadingChange]);

  return (
    <Field label={label} hint={hint} error={uploadError ?? error}>
      {(control) => (
        <>
          {photo?.thumbnailUrl ? (
            // "photo" in its name is not redundant: it tells the uploaded photo from the recipe's drawn picture.
            <img className="editor-photo" src={photo.thumbnailUrl} alt={t('recipes.editor.photoAlt')} width={240} height={180} />
          ) : null}
          <input
            {...control}
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="field__file"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file)
                upload.mutate(file, { onSuccess: (uploaded) => onChange({ id: uploaded.id, thumbnailUrl: uploaded.thumbnailUrl }) });
            }}
          />
          {upload.isPending ? (
            <div className="upload-progress">
              <ProgressBar label={t('recipes.editor.uploading')} value={upload.progress} />
              {announceUpload ? (
                <p role="status" className="small">
                  {t('recipes.editor.uploadingStatus')}
                </p>
              ) : null}
            </div>
          ) : null}
          {removable && photo ? (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => {
                onChange(null);
                if (input.current) input.current.value = '';
              }}
            >
              <span>{t('recipes.editor.removePhoto')}</span>
            </button>
          ) : null}
        </>
      )}
    </Field>
  );
}
