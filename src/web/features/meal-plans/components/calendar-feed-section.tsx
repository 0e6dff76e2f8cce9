import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useCalendarFeed } from '../../../api/meal-plan/get-calendar-feed.ts';
import { useRotateCalendarFeed } from '../../../api/meal-plan/rotate-calendar-feed.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { messageOf } from './planner-feedback.tsx';

/** Calendar apps open webcal: addresses as a subscription rather than a one-off download. */
const webcalOf = (url: string) => url.replace(/^https?:/, 'webcal:');

/** The plan as an iCalendar feed: its secret address, copied in one go, and a way to make a new one. */
export function CalendarFeedSection() {
  const headingId = useId();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const feed = useCalendarFeed();
  const rotate = useRotateCalendarFeed();
  const [confirming, setConfirming] = useState(false);
  const toast = useToast();
  const t = useT();

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('mealPlans.calendar.copied'));
    } catch {
      // No clipboard (an insecure page, a refusal): select it so that one keystroke copies it.
      input.current?.select();
      toast.info(t('mealPlans.calendar.copyByHand'));
    }
  };

  return (
    <section className="card plan-calendar" aria-labelledby={headingId}>
      <h2 id={headingId} className="plan-calendar__heading">
        {t('mealPlans.calendar.heading')}
      </h2>
      <p className="muted">{t('mealPlans.calendar.intro')}</p>
      {feed.isPending ? (
        <Skeleton count={1} label={t('mealPlans.calendar.loading')} />
      ) : feed.isError ? (
        <LoadError
          what={t('mealPlans.calendar.loadErrorWhat')}
          detail={messageOf(feed.error)}
          retrying={feed.isFetching}
          onRetry={() => void feed.refetch()}
        />
      ) : (
        <>
          <div className="plan-calendar__row">
            <div className="field plan-calendar__field">
              <label className="field__label" htmlFor={inputId}>
                {t('mealPlans.calendar.addressLabel')}
              </label>
              <input
                ref={input}
                id={inputId}
                className="field__input plan-calendar__address"
                readOnly
                value={feed.data}
                onFocus={(event) => event.currentTarget.select()}
              />
            </div>
            <Button variant="secondary" onClick={() => void copy(feed.data)}>
              {t('mealPlans.calendar.copy')}
            </Button>
          </div>
          <div className="actions">
            <a className="button button--ghost" href={webcalOf(feed.data)}>
              {t('mealPlans.calendar.open')}
            </a>
            <Button variant="ghost" onClick={() => setConfirming(true)}>
              {t('mealPlans.calendar.rotate')}
            </Button>
          </div>
        </>
      )}
      {confirming ? (
        <ConfirmDialog
          title={t('mealPlans.calendar.rotateTitle')}
          confirmLabel={t('mealPlans.calendar.rotate')}
          busy={rotate.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            rotate.mutate(undefined, {
              onSuccess: () => {
                setConfirming(false);
                toast.success(t('mealPlans.calendar.rotated'));
              },
            })
          }
        >
          <p>{t('mealPlans.calendar.rotateBody')}</p>
          {rotate.isError ? <p role="alert">{t('mealPlans.calendar.rotateFailed', { reason: messageOf(rotate.error) })}</p> : null}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
