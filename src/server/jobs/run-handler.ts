import type { AppContext } from '../app-env.ts';
import type { ResolvedKind, RunningJob } from './job-kind.ts';

export type Outcome = { ok: true; result: unknown } | { ok: false; error: string };

export interface JobToRun {
  id: string;
  attempt: number;
  payload: unknown;
}

/**
 * Runs one attempt of a job with the kind's handler, on both databases alike: the payload checked again (a job may
 * have waited across a deployment that changed its schema), a signal aborted when the runner stops or the time
 * limit is reached, and `graceMs` after that the attempt counts as failed even if the handler has not returned.
 */
export async function runHandler(
  { kind, timeoutSeconds }: ResolvedKind,
  job: JobToRun,
  stopSignal: AbortSignal,
  reportProgress: RunningJob['reportProgress'],
  graceMs: number,
  app: AppContext,
): Promise<Outcome> {
  const parsed = kind.payload.safeParse(job.payload);
  if (!parsed.success) return { ok: false, error: `its payload does not fit the job kind "${kind.name}" any more` };

  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(new Error(`it ran for longer than ${timeoutSeconds} s`)), timeoutSeconds * 1000);
  const signal = AbortSignal.any([stopSignal, timeout.signal]);
  let giveUp: ReturnType<typeof setTimeout> | undefined;
  const givenUp = new Promise<never>((_, reject) => {
    const onAbort = () => {
      giveUp = setTimeout(() => reject(reasonOf(signal)), graceMs);
    };
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
  givenUp.catch(() => {}); // only read through the race below

  try {
    const result = await Promise.race([
      kind.handle(parsed.data, { app, id: job.id, attempt: job.attempt, signal, reportProgress }),
      givenUp,
    ]);
    return { ok: true, result: result ?? null };
  } catch (err) {
    // A handler that stops on the signal throws its own AbortError; say why it was aborted instead.
    return { ok: false, error: signal.aborted ? messageOf(reasonOf(signal)) : messageOf(err) };
  } finally {
    clearTimeout(timer);
    clearTimeout(giveUp);
  }
}

function reasonOf(signal: AbortSignal): unknown {
  return signal.reason ?? new Error('it was stopped');
}

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
