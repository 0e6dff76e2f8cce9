import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startSmtpReceiver } from '../../src/server/test/smtp-receiver.ts';

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
  const smtp = await startSmtpReceiver({
    keep: false,
    onMessage: (mail, raw) => {
      count += 1;
      writeFileSync(path.join(dir, `${encodeURIComponent(mail.to[0] ?? 'nobody')}.${Date.now()}-${count}.eml`), raw);
    },
  });
  return { smtpUrl: smtp.smtpUrl, close: () => smtp.close() };
}

/** The messages sent to `email` so far, oldest first, as they arrived (raw MIME). */
export function mailsTo(dir: string, email: string): string[] {
  const prefix = `${encodeURIComponent(email.toLowerCase())}.`;
  return readdirSync(dir)
    .filter((name) => name.startsWith(prefix))
    .sort()
    .map((name) => readFileSync(path.join(dir, name), 'utf8'));
}
