import { randomBytes } from 'node:crypto';
import ical from 'ical-generator';
import { isLocale } from '../../../shared/i18n/locales.ts';
import type { MessageKey } from '../../../shared/i18n/messages.ts';
import { addDays, toIsoDate, type MealType } from '../../../shared/meal-plans.ts';
import type { Db } from '../../db/kysely.ts';
import { currentLocale, translatorFor } from '../../lib/i18n.ts';
import { listEntries } from './meal-plans.repo.ts';

/** What the feed covers around today: the recent past and the weeks being planned. */
export const FEED_DAYS_BACK = 28;
export const FEED_DAYS_AHEAD = 84;

const mealWords: Record<MealType, MessageKey> = {
  breakfast: 'calendar.meal.breakfast',
  lunch: 'calendar.meal.lunch',
  dinner: 'calendar.meal.dinner',
  snack: 'calendar.meal.snack',
};

/** 32 random bytes: the address is the credential, so it must be unguessable. */
const newToken = () => randomBytes(32).toString('base64url');

const feedUrl = (baseUrl: string, token: string) => `${baseUrl}/api/calendar/${token}.ics`;

/** The address of the user's feed, made on first use and the same afterwards until rotated. */
export async function calendarFeedUrl(db: Db, baseUrl: string, userId: string): Promise<string> {
  await db.kysely
    .insertInto('calendarFeed')
    .values({ userId, token: newToken(), createdAt: new Date().toISOString() })
    .onConflict((oc) => oc.column('userId').doNothing())
    .execute();
  const row = await db.kysely.selectFrom('calendarFeed').select('token').where('userId', '=', userId).executeTakeFirstOrThrow();
  return feedUrl(baseUrl, row.token);
}

/** A new address for the user's feed; the old one stops working at once. */
export async function rotateCalendarFeed(db: Db, baseUrl: string, userId: string): Promise<string> {
  const token = newToken();
  const createdAt = new Date().toISOString();
  await db.kysely
    .insertInto('calendarFeed')
    .values({ userId, token, createdAt })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ token, createdAt }))
    .execute();
  return feedUrl(baseUrl, token);
}

/**
 * The iCalendar text of the plan the token belongs to (null for no such token): an all-day event per entry
 * from four weeks back to twelve ahead of `today` (a UTC date: a day either way at the edges does not matter).
 * Titles are in the owner's Language setting; without one, in the language the calendar app asks for.
 */
export async function renderCalendarFeed(db: Db, token: string, today = toIsoDate(new Date())): Promise<string | null> {
  const feed = await db.kysely
    .selectFrom('calendarFeed')
    .innerJoin('user', 'user.id', 'calendarFeed.userId')
    .select(['user.language', 'user.householdId'])
    .where('calendarFeed.token', '=', token)
    .executeTakeFirst();
  if (!feed) return null;
  const t = translatorFor(isLocale(feed.language) ? feed.language : currentLocale());
  // The person's household's plan (docs/decisions/0061-households.md); someone who has none yet has planned nothing.
  const entries =
    feed.householdId === null
      ? []
      : await listEntries(db, feed.householdId, {
          from: addDays(today, -FEED_DAYS_BACK),
          to: addDays(today, FEED_DAYS_AHEAD),
        });

  const calendar = ical({
    name: t('calendar.name'),
    prodId: { company: 'Champion Kitchen', product: 'Meal plan', language: 'EN' },
    // Asks calendar apps to look again hourly (X-PUBLISHED-TTL, REFRESH-INTERVAL).
    ttl: 60 * 60,
  });
  for (const entry of entries) {
    calendar.createEvent({
      id: `${entry.id}@champion-kitchen`,
      // A YYYY-MM-DD string stays that calendar date whatever the server's time zone.
      start: entry.date,
      allDay: true,
      summary: t('calendar.summary', { meal: t(mealWords[entry.mealType]), title: entry.title }),
      description: t(entry.recipeDeleted ? 'calendar.servingsRecipeDeleted' : 'calendar.servings', { count: entry.servings }),
    });
  }
  return calendar.toString();
}
