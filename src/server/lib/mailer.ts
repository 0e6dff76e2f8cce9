import { randomUUID } from 'node:crypto';
import type { Transporter } from 'nodemailer';
import type { Db } from '../db/kysely.ts';
import { redactLinks } from './links.ts';
import type { Logger } from './logger.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** A simple HTML part beside the text (the weekly email); the outbox keeps the text alone. */
  html?: string;
  /** Extra headers (List-Unsubscribe, RFC 8058), sent as given. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

export interface MailerOptions {
  db: Db;
  logger: Logger;
  smtpUrl: string | null;
  from: string;
  /** Told of every message as it goes out, links and all: the tests read reset and invitation links here. */
  onSend?: ((mail: OutgoingMail) => void) | undefined;
}

/**
 * Every message is kept in the mailOutbox table, with its links removed: a reset or invitation link in a copy
 * or backup of the database must not work for whoever holds it (docs/decisions/0025-mail-and-stored-secrets.md).
 * With SMTP_URL set it is sent through SMTP; without, it is written to the log whole, so that an operator of a
 * small install can still read a password-reset link.
 */
export function createMailer({ db, logger, smtpUrl, from, onSend }: MailerOptions): Mailer {
  // nodemailer loads with the first message, and only with SMTP: most requests never send mail.
  let transport: Promise<Transporter> | null = null;
  const smtp = (url: string) => (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url)));

  return {
    async send(mail) {
      const id = randomUUID();
      await db.kysely
        .insertInto('mailOutbox')
        .values({
          id,
          recipient: mail.to,
          subject: mail.subject,
          body: redactLinks(mail.text),
          createdAt: new Date().toISOString(),
          sentAt: null,
          error: null,
        })
        .execute();
      onSend?.(mail);
      if (!smtpUrl) {
        logger.info(
          { mail: { id, to: mail.to, subject: mail.subject, text: mail.text } },
          'email (no SMTP_URL set: kept in the outbox and logged)',
        );
        return;
      }
      try {
        await (
          await smtp(smtpUrl)
        ).sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html !== undefined && { html: mail.html }),
          ...(mail.headers !== undefined && { headers: mail.headers }),
        });
        await db.kysely.updateTable('mailOutbox').set({ sentAt: new Date().toISOString() }).where('id', '=', id).execute();
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        logger.error({ err: error, mailId: id }, 'email could not be sent');
        await db.kysely.updateTable('mailOutbox').set({ error: message }).where('id', '=', id).execute();
      }
    },
  };
}
