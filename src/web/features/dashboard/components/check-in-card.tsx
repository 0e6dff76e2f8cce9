import { useState, type FormEvent } from 'react';
import { checkInMoods, MAX_CHECK_IN_NOTE, type CheckInMood } from '../../../../shared/check-in-rules.ts';
import type { MyCheckIn } from '../../../../shared/check-ins.ts';
import type { MessageKey } from '../../../../shared/i18n/messages.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useAnswerCheckIn } from '../../../api/me/answer-check-in.ts';
import { useMyCheckIn } from '../../../api/me/get-my-check-in.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatCalendarDate } from '../../../lib/date-format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { DashboardSection, SectionError } from './dashboard-section.tsx';

/** Each answer's words, from 1 (hard) to 5 (great). */
export const moodKeys: Record<CheckInMood, MessageKey> = {
  1: 'checkIn.mood.1',
  2: 'checkIn.mood.2',
  3: 'checkIn.mood.3',
  4: 'checkIn.mood.4',
  5: 'checkIn.mood.5',
};

const isMood = (value: number): value is CheckInMood => (checkInMoods as readonly number[]).includes(value);

function CheckInForm({ state, onDone }: { state: MyCheckIn & { champion: { name: string } }; onDone: () => void }) {
  const t = useT();
  const toast = useToast();
  const answer = useAnswerCheckIn();
  const [mood, setMood] = useState<number | null>(state.checkIn?.mood ?? null);
  const [note, setNote] = useState(state.checkIn?.note ?? '');
  const [moodMissing, setMoodMissing] = useState(false);
  const failure = answer.error;
  const fieldError = (path: string) => (failure instanceof ApiError ? failure.details.find((d) => d.path === path)?.message : undefined);
  const moodError = moodMissing ? t('checkIn.chooseMood') : fieldError('mood');
  const generalError = failure && !fieldError('mood') && !fieldError('note') ? failure.message : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (mood === null) {
      setMoodMissing(true);
      return;
    }
    // The note's field already says it is too long (its counter), and nothing is cut: it waits to be shortened.
    if (note.trim().length > MAX_CHECK_IN_NOTE) return;
    answer.mutate(
      { mood, note: note.trim() === '' ? null : note },
      {
        onSuccess: () => {
          toast.success(t('checkIn.sent', { name: state.champion.name }));
          onDone();
        },
      },
    );
  }

  return (
    <form className="form check-in-form" onSubmit={submit} noValidate>
      {generalError ? <Alert>{generalError}</Alert> : null}
      <fieldset className="fieldset segmented check-in-moods" aria-describedby={moodError ? 'check-in-mood-error' : undefined}>
        <legend>{t('checkIn.moodQuestion')}</legend>
        {checkInMoods.map((value) => (
          <label key={value} className="segmented__option">
            <input
              type="radio"
              name="check-in-mood"
              value={value}
              checked={mood === value}
              onChange={() => {
                setMood(value);
                setMoodMissing(false);
              }}
            />
            <span>{t(moodKeys[value])}</span>
          </label>
        ))}
        {moodError ? (
          <p id="check-in-mood-error" className="field__error">
            {moodError}
          </p>
        ) : null}
      </fieldset>
      <TextArea
        label={t('checkIn.noteLabel', { name: state.champion.name })}
        hint={t('checkIn.noteHint', { name: state.champion.name })}
        value={note}
        rows={3}
        maxChars={MAX_CHECK_IN_NOTE}
        error={fieldError('note')}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="form-actions">
        <Button type="submit" busy={answer.isPending}>
          {state.checkIn ? t('checkIn.saveChange') : t('checkIn.send')}
        </Button>
        {state.checkIn ? (
          <Button variant="secondary" onClick={onDone}>
            {t('checkIn.keep')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/**
 * `Weekly check-in` (docs/decisions/0083-check-ins-and-messages.md): once a week, how it went (1–5) and an optional note
 * to the champion; then what they answered, and a way to change it that week. Shown only to someone in a group.
 */
export function CheckInCard() {
  const t = useT();
  const mine = useMyCheckIn();
  const [changing, setChanging] = useState(false);
  if (mine.data && mine.data.champion === null) return null;
  return (
    <DashboardSection title={t('checkIn.title')} className="check-in-card">
      {mine.isPending ? (
        <Skeleton />
      ) : mine.isError ? (
        <SectionError what="checkIn" error={mine.error} onRetry={() => void mine.refetch()} retrying={mine.isFetching} />
      ) : mine.data.champion ? (
        <>
          <p className="muted small">{t('checkIn.week', { date: formatCalendarDate(mine.data.weekStart, 'dayMonth') })}</p>
          {mine.data.checkIn && !changing ? (
            <>
              <p>
                {t('checkIn.answered', {
                  mood: isMood(mine.data.checkIn.mood) ? t(moodKeys[mine.data.checkIn.mood]) : String(mine.data.checkIn.mood),
                })}
              </p>
              {mine.data.checkIn.note ? (
                <p className="check-in-card__note">{t('checkIn.yourNote', { note: mine.data.checkIn.note })}</p>
              ) : (
                <p className="muted small">{t('checkIn.noNote')}</p>
              )}
              <Button variant="secondary" onClick={() => setChanging(true)}>
                {t('checkIn.change')}
              </Button>
            </>
          ) : (
            <CheckInForm state={{ ...mine.data, champion: mine.data.champion }} onDone={() => setChanging(false)} />
          )}
        </>
      ) : null}
    </DashboardSection>
  );
}
