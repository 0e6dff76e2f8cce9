import { EventEmitter } from 'node:events';
import { sql } from 'kysely';
import pg from 'pg';
import type { HouseholdEvent } from '../../shared/household-events.ts';
import type { DatabaseConfig, Db } from '../db/kysely.ts';
import type { Logger } from './logger.ts';

/** At most this many open event streams per person: a page session needs one, a few tabs a few more. */
export const STREAMS_PER_PERSON = 5;
/** At most this many per app process, so that open streams cannot use up its sockets and memory. */
export const STREAMS_PER_PROCESS = 1000;

/** Under the 30–60 s after which proxies and load balancers commonly drop a connection that says nothing. */
export const HEARTBEAT_MS = 25_000;

export interface HouseholdEventsOptions {
  /**
   * How often an open stream sends a comment and checks that its person is still in the household (HEARTBEAT_MS);
   * a test gives a short one to see a member who left stop hearing the household.
   */
  heartbeatMs?: number;
}

/** The PostgreSQL channel every app process listens on; a notification names its household. */
const CHANNEL = 'ck_household_events';
/** How long to wait before listening again after the listening connection was lost. */
const RELISTEN_AFTER_MS = 1000;

export type HouseholdListener = (event: HouseholdEvent) => void;

/** Why a stream was not let in: the person has too many open, or the process has. */
export type StreamRefusal = 'person' | 'process';

/**
 * Changes to a household's plan and list, told to the members' open pages (docs/decisions/0063-household-events.md).
 * On SQLite (one app process) an in-process emitter; on PostgreSQL every publish is a `pg_notify` and each app
 * process has one listening connection that passes what it hears to its own subscribers, so a change made through
 * one server reaches pages streaming from another.
 */
export interface HouseholdEvents {
  /** How often each open stream sends its heartbeat and checks its person's membership. */
  readonly heartbeatMs: number;
  /** Tells the household's members; a failure is logged, never thrown: the change it reports is already saved. */
  publish(householdId: string, event: HouseholdEvent): Promise<void>;
  /** Resolves once events published from then on reach `listener`; the function it gives stops them. */
  subscribe(householdId: string, listener: HouseholdListener): Promise<() => void>;
  /** A seat for one open stream of this person, or why there is none; the function it gives frees the seat. */
  admitStream(userId: string): (() => void) | StreamRefusal;
  /** Runs `end` when the hub closes (the server stops), so open streams finish instead of holding it up. */
  onClose(end: () => void): () => void;
  /** Ends every open stream and the listening connection. */
  close(): Promise<void>;
}

export function createHouseholdEvents(
  database: DatabaseConfig,
  db: Db,
  logger: Logger,
  { heartbeatMs = HEARTBEAT_MS }: HouseholdEventsOptions = {},
): HouseholdEvents {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const deliver = (householdId: string, event: HouseholdEvent) => local.emit(householdId, event);

  const seats = new Map<string, number>();
  let seatsTaken = 0;
  const closers = new Set<() => void>();
  let closed = false;

  const listening = database.kind === 'postgres' ? postgresListener(database.url, logger, deliver, local) : null;

  const addListener = (householdId: string, listener: HouseholdListener) => {
    local.on(householdId, listener);
    return () => void local.off(householdId, listener);
  };

  return {
    heartbeatMs,
    async publish(householdId, event) {
      try {
        if (listening) await sql`select pg_notify(${CHANNEL}, ${JSON.stringify({ householdId, event })})`.execute(db.kysely);
        else deliver(householdId, event);
      } catch (err) {
        logger.warn({ err, householdId }, 'a household change could not be told to its members');
      }
    },
    async subscribe(householdId, listener) {
      if (listening) await listening.ready();
      return addListener(householdId, listener);
    },
    admitStream(userId) {
      const mine = seats.get(userId) ?? 0;
      if (mine >= STREAMS_PER_PERSON) return 'person';
      if (seatsTaken >= STREAMS_PER_PROCESS) return 'process';
      seats.set(userId, mine + 1);
      seatsTaken += 1;
      let freed = false;
      return () => {
        if (freed) return;
        freed = true;
        seatsTaken -= 1;
        const left = (seats.get(userId) ?? 1) - 1;
        if (left > 0) seats.set(userId, left);
        else seats.delete(userId);
      };
    },
    onClose(end) {
      if (closed) {
        end();
        return () => {};
      }
      closers.add(end);
      return () => void closers.delete(end);
    },
    async close() {
      closed = true;
      for (const end of [...closers]) end();
      closers.clear();
      await listening?.close();
    },
  };
}

/**
 * The one listening connection of this process, opened when the first stream subscribes and opened again after it
 * is lost. Events published while it was down are not heard, so when it listens again every subscriber is told
 * that anything may have changed (a plan event without a day), and its page reads the plan and the list again.
 */
function postgresListener(url: string, logger: Logger, deliver: (householdId: string, event: HouseholdEvent) => void, local: EventEmitter) {
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let retry: NodeJS.Timeout | null = null;
  let everListened = false;
  let closed = false;

  const hear = (message: pg.Notification) => {
    if (message.channel !== CHANNEL || !message.payload) return;
    try {
      const { householdId, event } = JSON.parse(message.payload) as { householdId: string; event: HouseholdEvent };
      deliver(householdId, event);
    } catch (err) {
      logger.warn({ err }, 'a household notification could not be read');
    }
  };

  const lost = (which: pg.Client, err?: Error) => {
    if (client !== which) return;
    client = null;
    connecting = null;
    which.removeAllListeners('notification');
    void which.end().catch(() => {});
    if (closed) return;
    logger.warn({ err }, 'the household events connection was lost; listening again shortly');
    retry ??= setTimeout(() => {
      retry = null;
      if (!closed && local.eventNames().length > 0) ready().catch(() => {});
    }, RELISTEN_AFTER_MS);
    retry.unref();
  };

  const ready = (): Promise<void> => {
    if (closed) return Promise.reject(new Error('household events are closed'));
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: url });
      client = next;
      next.on('error', (err) => lost(next, err));
      next.on('end', () => lost(next));
      next.on('notification', hear);
      try {
        await next.connect();
        await next.query(`listen ${CHANNEL}`);
      } catch (err) {
        lost(next, err as Error);
        throw err;
      }
      if (everListened) {
        for (const householdId of local.eventNames()) deliver(String(householdId), { type: 'plan', by: '' });
      }
      everListened = true;
    })();
    return connecting;
  };

  return {
    ready,
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const last = client;
      client = null;
      connecting = null;
      await last?.end().catch(() => {});
    },
  };
}
