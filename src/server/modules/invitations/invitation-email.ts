import type { Locale } from '../../../shared/i18n/locales.ts';
import type { InvitationKind } from '../../../shared/invitations.ts';
import { translatorFor } from '../../lib/i18n.ts';
import { containsLink } from '../../lib/links.ts';
import type { OutgoingMail } from '../../lib/mailer.ts';

/** The longest name a subject or an introducing line shows; longer ones end with "…". */
const NAME_MAX = 80;

/**
 * A name as one short line: control characters and line breaks become spaces, runs of spaces one, trimmed.
 * Names are chosen by their owners, so they may try to look like part of the mail; one line of plain text cannot.
 */
export function oneLine(text: string): string {
  const line = text
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return line.length > NAME_MAX ? `${line.slice(0, NAME_MAX - 1).trimEnd()}…` : line;
}

export interface InvitationEmail {
  to: string;
  kind: InvitationKind;
  sender: { name: string; email: string };
  /** The sender's own words, free of links (create-invitation refuses them), or null. */
  message: string | null;
  link: string;
  expiresAt: string | null;
  /** The language the inviter sent it in (their request's): the invitee has no account, so no language of their own. */
  locale: Locale;
}

/**
 * The invitation email: a fixed template. The only free text is the sender's name (one line) and their message,
 * shown quoted under "<name> (<email>) wrote:" and followed by a line saying Champion Kitchen did not write it,
 * so that it cannot pass for the programme's own words. The subject carries nothing of the sender's but the name
 * (or, when the name is empty or holds a link, their email address).
 */
export function invitationEmail({ to, kind, sender, message, link, expiresAt, locale }: InvitationEmail): OutgoingMail {
  const t = translatorFor(locale);
  // A name that is, or holds, a web address would be a link in most mail programs: such a sender is their address.
  const line = oneLine(sender.name);
  const name = line && !containsLink(line) ? line : sender.email;
  const who = name === sender.email ? name : t('email.invitation.who', { name, email: sender.email });
  const quoted = message
    ? [
        '',
        t('email.invitation.wrote', { who }),
        ...message.split(/\r\n|\r|\n/).map((line) => (line.trim() ? `> ${line}` : '>')),
        '',
        t('email.invitation.notOurs'),
      ]
    : [];
  const leadOf = {
    champion: 'email.invitation.championLead',
    participant: 'email.invitation.groupLead',
    household: 'email.invitation.householdLead',
  } as const;
  return {
    to,
    subject: t('email.invitation.subject', { name }),
    text: [
      t('email.greeting'),
      '',
      t(leadOf[kind], { who }),
      ...quoted,
      '',
      t('email.invitation.toAccept'),
      link,
      '',
      ...(expiresAt ? [t('email.invitation.worksUntil', { date: expiresAt.slice(0, 10) })] : []),
      t('email.invitation.ignore'),
    ].join('\n'),
  };
}
