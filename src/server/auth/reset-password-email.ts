import { isLocale } from '../../shared/i18n/locales.ts';
import type { Db } from '../db/kysely.ts';
import { currentLocale, translatorFor } from '../lib/i18n.ts';
import type { OutgoingMail } from '../lib/mailer.ts';

/**
 * The password-reset email, in the person's own Language setting, else the language of the request that asked
 * for it (their browser's: the ck-lang cookie, then Accept-Language).
 */
export async function resetPasswordEmail(db: Db, user: { id: string; email: string; name: string }, link: string): Promise<OutgoingMail> {
  const row = await db.kysely.selectFrom('user').select('language').where('id', '=', user.id).executeTakeFirst();
  const t = translatorFor(isLocale(row?.language) ? row.language : currentLocale());
  return {
    to: user.email,
    subject: t('email.reset.subject'),
    text: [
      user.name ? t('email.reset.greeting', { name: user.name }) : t('email.reset.greetingNoName'),
      '',
      t('email.reset.ask'),
      link,
      '',
      t('email.reset.oneHour'),
    ].join('\n'),
  };
}
