import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { HOUSEHOLD_EVENT_NAME } from '../../../shared/household-events.ts';
import type { AppEnv } from '../../app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { words } from '../../lib/i18n.ts';
import { householdOf } from './households.repo.ts';
import { PendingHouseholdEvents } from './pending-household-events.ts';
import { requestHousehold } from './request-household.ts';

/**
 * The person's household's changes as server-sent events (docs/decisions/0063-household-events.md), until the page
 * goes, the server stops, or the person is no longer in that household (checked with each heartbeat).
 */
export async function streamHouseholdEvents(c: Context<AppEnv>): Promise<Response> {
  // A request that does not ask for a stream (a JSON client, a link opened by hand) is told so rather than held open.
  if (!/\btext\/event-stream\b/i.test(c.req.header('accept') ?? '')) {
    throw new AppError('BAD_REQUEST', words('server.households.eventsNeedStream'));
  }
  const { householdEvents: hub, db, logger } = c.var.ctx;
  const userId = c.var.userId;
  const householdId = await requestHousehold(c);

  const seat = hub.admitStream(userId);
  if (seat === 'person') {
    throw new AppError('TOO_MANY_REQUESTS', words('server.households.tooManyStreams'), undefined, { retryAfterSeconds: 60 });
  }
  if (seat === 'process') {
    throw new AppError('SERVICE_UNAVAILABLE', words('server.households.streamsBusy'), undefined, { retryAfterSeconds: 30 });
  }

  const pending = new PendingHouseholdEvents();
  let wake = () => {};
  let unsubscribe: () => void;
  try {
    unsubscribe = await hub.subscribe(householdId, (event) => {
      pending.add(event);
      wake();
    });
  } catch (err) {
    seat();
    logger.warn({ err }, 'household events could not be listened to');
    throw new AppError('SERVICE_UNAVAILABLE', words('server.households.streamsBusy'), undefined, { retryAfterSeconds: 30 });
  }

  return streamSSE(c, async (stream) => {
    let open = true;
    const end = () => {
      open = false;
      wake();
    };
    stream.onAbort(end);
    const stopOnClose = hub.onClose(end);
    let heartbeatDue = false;
    const heartbeat = setInterval(() => {
      heartbeatDue = true;
      wake();
    }, hub.heartbeatMs);
    try {
      // A comment first: the page knows at once that the stream is open, and a test that events from now on arrive.
      await stream.write(': open\n\n');
      while (open && !stream.aborted) {
        const event = pending.take();
        if (event) {
          await stream.writeSSE({ event: HOUSEHOLD_EVENT_NAME, data: JSON.stringify(event) });
          continue;
        }
        if (heartbeatDue) {
          heartbeatDue = false;
          // Someone who has left the household (or whose account went) hears nothing more of it.
          if ((await householdOf(db, userId)) !== householdId) break;
          await stream.write(': still here\n\n');
          continue;
        }
        await new Promise<void>((resolve) => (wake = resolve));
      }
    } finally {
      clearInterval(heartbeat);
      unsubscribe();
      stopOnClose();
      seat();
    }
  });
}
