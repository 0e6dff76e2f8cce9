import { isLocale } from '../../../shared/i18n/locales.ts';
import type { Db } from '../../db/kysely.ts';
import { userIdOfToken } from './unsubscribe-token.ts';

/** The person an unsubscribe token names, with their language and whether the weekly email is on; null for a bad token. */
export async function findUnsubscriber(db: Db, authSecret: string, token: string) {
  const userId = userIdOfToken(authSecret, token);
  if (!userId) return null;
  const person = await db.kysely.selectFrom('user').select(['id', 'language', 'weeklyEmail']).where('id', '=', userId).executeTakeFirst();
  if (!person) return null;
  return {
    id: person.id,
    locale: isLocale(person.language) ? person.language : null,
    weeklyEmailOn: Number(person.weeklyEmail) === 1,
  };
}

/** Turns the person's weekly email off (one-click unsubscribe, RFC 8058): idempotent, touches nothing else. */
export async function turnOffWeeklyEmail(db: Db, userId: string): Promise<void> {
  await db.kysely.updateTable('user').set({ weeklyEmail: 0, updatedAt: new Date().toISOString() }).where('id', '=', userId).execute();
}
