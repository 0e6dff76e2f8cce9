import type { InvitationKind } from '../../../shared/invitations.ts';
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
}

/**
 * The invitation email: a fixed template. The only free text is the sender's name (one line) and their message,
 * shown quoted under "<name> (<email>) wrote:" and followed by a line saying Champion Kitchen did not write it,
 * so that it cannot pass for the programme's own words. The subject carries nothing of the sender's but the name
 * (or, when the name is empty or holds a link, their email address).
 */
export function invitationEmail({ to, kind, sender, message, link, expiresAt }: InvitationEmail): OutgoingMail {
  // A name that is, or holds, a web address would be a link in most mail programs: such a sender is their address.
  const line = oneLine(sender.name);
  const name = line && !containsLink(line) ? line : sender.email;
  const who = name === sender.email ? name : `${name} (${sender.email})`;
  const quoted = message
    ? [
        '',
        `${who} wrote:`,
        ...message.split(/\r\n|\r|\n/).map((line) => (line.trim() ? `> ${line}` : '>')),
        '',
        'Champion Kitchen did not write this message and has not checked it.',
      ]
    : [];
  return {
    to,
    subject: `${name} invites you to Champion Kitchen`,
    text: [
      'Hello,',
      '',
      kind === 'champion'
        ? `${who} invites you to become a champion on Champion Kitchen: run a group of people eating well together.`
        : `${who} invites you to join their group on Champion Kitchen: plan healthy meals for the week and shop from the plan.`,
      ...quoted,
      '',
      'To accept, open:',
      link,
      '',
      ...(expiresAt ? [`The invitation works until ${expiresAt.slice(0, 10)}.`] : []),
      'If you did not expect this, you can ignore this email.',
    ].join('\n'),
  };
}
