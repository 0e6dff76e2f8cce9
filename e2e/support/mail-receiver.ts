import { once } from 'node:events';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface MailReceiver {
  smtpUrl: string;
  close(): Promise<void>;
}

/**
 * A real SMTP server for the run, which the app sends all its mail to: each message is written whole to a file of
 * its own in `dir`, named after its first recipient, so that any test worker can read what a person was sent.
 */
export async function startMailReceiver(dir: string): Promise<MailReceiver> {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo[0]?.address ?? 'nobody';
        count += 1;
        writeFileSync(path.join(dir, `${encodeURIComponent(to)}.${Date.now()}-${count}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  const { port } = smtp.server.address() as AddressInfo;
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** The messages sent to `email` so far, oldest first, as they arrived (raw MIME). */
export function mailsTo(dir: string, email: string): string[] {
  const prefix = `${encodeURIComponent(email.toLowerCase())}.`;
  return readdirSync(dir)
    .filter((name) => name.startsWith(prefix))
    .sort()
    .map((name) => readFileSync(path.join(dir, name), 'utf8'));
}
