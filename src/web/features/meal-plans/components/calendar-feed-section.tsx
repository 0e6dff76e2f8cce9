import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useCalendarFeed } from '../../../api/meal-plan/get-calendar-feed.ts';
import { useRotateCalendarFeed } from '../../../api/meal-plan/rotate-calendar-feed.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
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

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Address copied.');
    } catch {
      // No clipboard (an insecure page, a refusal): select it so that one keystroke copies it.
      input.current?.select();
      toast.info('Press Ctrl+C (or ⌘C) to copy the selected address.');
    }
  };

  return (
    <section className="card plan-calendar" aria-labelledby={headingId}>
      <h2 id={headingId} className="plan-calendar__heading">
        Subscribe in your calendar
      </h2>
      <p className="muted">
        Add this address to Google Calendar, Apple Calendar or Outlook (“subscribe” or “add from URL”) to see your planned meals there.
        Anyone with the address can see your plan, so keep it to yourself.
      </p>
      {feed.isPending ? (
        <Skeleton count={1} label="Loading your calendar address…" />
      ) : feed.isError ? (
        <LoadError
          what="your calendar address"
          detail={messageOf(feed.error)}
          retrying={feed.isFetching}
          onRetry={() => void feed.refetch()}
        />
      ) : (
        <>
          <div className="plan-calendar__row">
            <div className="field plan-calendar__field">
              <label className="field__label" htmlFor={inputId}>
                Calendar address
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
              Copy address
            </Button>
          </div>
          <div className="actions">
            <a className="button button--ghost" href={webcalOf(feed.data)}>
              Open in your calendar app
            </a>
            <Button variant="ghost" onClick={() => setConfirming(true)}>
              Make a new address
            </Button>
          </div>
        </>
      )}
      {confirming ? (
        <ConfirmDialog
          title="Make a new calendar address?"
          confirmLabel="Make a new address"
          busy={rotate.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            rotate.mutate(undefined, {
              onSuccess: () => {
                setConfirming(false);
                toast.success('New address made. Calendars using the old address stop getting your plan.');
              },
            })
          }
        >
          <p>
            The current address stops working at once: every calendar subscribed to it stops showing your plan, until you subscribe again
            with the new address. Do this if you shared the address by mistake.
          </p>
          {rotate.isError ? <p role="alert">Could not make a new address: {messageOf(rotate.error)}</p> : null}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
