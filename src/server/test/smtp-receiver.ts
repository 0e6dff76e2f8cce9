import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as it arrived: the envelope's recipients and the raw MIME (read it with received-mail.ts). */
export interface ReceivedMail {
  to: string[];
  data: string;
}

export interface SmtpReceiver {
  /** The app's SMTP_URL for it: smtp://127.0.0.1:<port>. */
  smtpUrl: string;
  /** Every message received so far, oldest first (none kept when started with `keep: false`). */
  received: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free loopback port that takes every message, without sign-in or TLS as a local relay
 * would: the API tests send mail through it and read `received`; the browser tests' receiver
 * (e2e/support/mail-receiver.ts) writes each message to a file in `onMessage` and keeps none in memory.
 */
export async function startSmtpReceiver(
  options: { onMessage?: (mail: ReceivedMail, raw: Buffer) => void; keep?: boolean } = {},
): Promise<SmtpReceiver> {
  const { onMessage, keep = true } = options;
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const mail = { to: session.envelope.rcptTo.map((recipient) => recipient.address), data: raw.toString('utf8') };
        if (keep) received.push(mail);
        onMessage?.(mail, raw);
        callback();
      });
    },
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  const { port } = smtp.server.address() as AddressInfo;
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
