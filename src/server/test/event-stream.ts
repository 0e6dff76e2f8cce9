import type { HouseholdEvent } from '../../shared/household-events.ts';

/** A test's reader of GET /api/household/events, as a page's EventSource would read it. */
export interface EventStream {
  status: number;
  /** The error body when the stream was refused. */
  body: unknown;
  /** The next household event, in the order the server sent them (waits for it). */
  next(): Promise<HouseholdEvent>;
  /** Resolves when the server ends the stream (skipping whatever it still sends before that). */
  ended(): Promise<void>;
  /** Goes away, as a closed page does. */
  close(): void;
}

/**
 * Opens the stream and, when it is let in, waits for its opening comment: events published from then on reach it.
 * `cookie` is a `name=value` session cookie, or none for a visitor.
 */
export async function openEventStream(baseUrl: string, cookie?: string, accept = 'text/event-stream'): Promise<EventStream> {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/household/events`, {
    headers: { accept, ...(cookie ? { cookie } : {}) },
    signal: controller.signal,
  });
  const close = () => controller.abort();
  if (!res.ok || !res.body) {
    const body: unknown = await res.json();
    const refused = () => Promise.reject(new Error(`the stream was refused: ${res.status}`));
    return { status: res.status, body, next: refused, ended: refused, close };
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  /** The next whole message (text up to a blank line). */
  const message = async (): Promise<string> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        return block;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('the stream ended');
      buffer += value;
    }
  };
  const opening = await message();
  if (opening !== ': open') throw new Error(`the stream did not open with its comment: ${opening}`);
  return {
    status: res.status,
    body: null,
    async next() {
      for (;;) {
        const lines = (await message()).split('\n');
        if (!lines.includes('event: household')) continue; // a heartbeat
        const data = lines.filter((line) => line.startsWith('data: ')).map((line) => line.slice('data: '.length));
        return JSON.parse(data.join('\n')) as HouseholdEvent;
      }
    },
    async ended() {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += value;
      }
    },
    close,
  };
}
