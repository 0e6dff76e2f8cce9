import { goalProgressText, goalTitle } from '../../../shared/goal-words.ts';
import type { Goal } from '../../../shared/goals.ts';
import { directionOf, type Locale } from '../../../shared/i18n/locales.ts';
import type { MessageKey } from '../../../shared/i18n/messages.ts';
import type { Translate } from '../../../shared/i18n/shared-words.ts';
import { mealTypes, parseIsoDate, type MealType } from '../../../shared/meal-plan-rules.ts';
import { translatorFor } from '../../lib/i18n.ts';
import type { OutgoingMail } from '../../lib/mailer.ts';
import { oneLine } from '../invitations/index.ts';

/** One meal of next week's plan, as the email lists it. */
export interface PlannedMeal {
  date: string;
  mealType: MealType;
  title: string;
}

/** One of the person's goals this week and how far they are, as their dashboard measures it (weekly-email-data.ts). */
export interface GoalProgress {
  goal: Pick<Goal, 'kind' | 'target' | 'text'>;
  progress: number;
}

/** At most this many goals are listed; the rest are counted, with a link to the dashboard that shows them all. */
export const goalsInEmail = 8;

/** Their champion's latest message to the group (messages arrive with issue 21 part 3: weekly-email-data.ts). */
export interface ChampionMessage {
  championName: string;
  text: string;
}

/**
 * A champion's group this week: the champion dashboard's totals, everyone counted, those who keep their activity to
 * themselves too (an aggregate, decision 0082; the profile tells them they are "counted in the group's figures").
 */
export interface GroupSummary {
  members: number;
  mealsPlanned: number;
  mealsCooked: number;
}

/** Everything one person's weekly email says: what is in it is theirs, their household's or their group's. */
export interface WeeklyEmailContent {
  to: string;
  name: string;
  locale: Locale;
  /** Next week by their own week start, with their household's planned meals in it. */
  nextWeek: { from: string; to: string; meals: PlannedMeal[] };
  /** Their goals running this week (at most `goalsInEmail`), and how many more there are. */
  goals: GoalProgress[];
  moreGoals: number;
  championMessage: ChampionMessage | null;
  /** Only for someone who runs a group. */
  group: GroupSummary | null;
  links: {
    mealPlanning: string;
    shoppingList: string;
    dashboard: string;
    championDashboard: string;
    profile: string;
    unsubscribe: string;
  };
}

/** A part of the email, in both forms: plain text lines and the same as simple HTML. */
export interface Section {
  text: string[];
  html: string;
}

const mealTypeKeys: Record<MealType, MessageKey> = {
  breakfast: 'mealPlans.mealType.breakfast',
  lunch: 'mealPlans.mealType.lunch',
  dinner: 'mealPlans.mealType.dinner',
  snack: 'mealPlans.mealType.snack',
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
const heading = (text: string) => `<h2>${escapeHtml(text)}</h2>`;
const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
const link = (href: string, text: string) => `<p><a href="${escapeHtml(href)}">${escapeHtml(text)}</a></p>`;

/** A plan's day as people read it in their language: "Monday 30 November". */
export function dayName(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(parseIsoDate(date));
}

/** Next week's days that have meals planned, each with its meals in the planner's order; or how to plan some. */
export function planSection(content: WeeklyEmailContent, t: Translate): Section {
  const title = t('email.weekly.planHeading');
  if (content.nextWeek.meals.length === 0) {
    return {
      text: [title, t('email.weekly.planEmpty'), content.links.mealPlanning],
      html: heading(title) + paragraph(t('email.weekly.planEmpty')) + link(content.links.mealPlanning, t('email.weekly.planLink')),
    };
  }
  const days = [...new Set(content.nextWeek.meals.map((meal) => meal.date))].sort();
  const text = [title];
  let html = heading(title);
  for (const date of days) {
    const meals = content.nextWeek.meals
      .filter((meal) => meal.date === date)
      .sort((a, b) => mealTypes.indexOf(a.mealType) - mealTypes.indexOf(b.mealType));
    const lines = meals.map((meal) => t('email.weekly.meal', { meal: t(mealTypeKeys[meal.mealType]), title: oneLine(meal.title) }));
    text.push(`${dayName(date, content.locale)}:`, ...lines.map((line) => `  - ${line}`));
    html += `<h3>${escapeHtml(dayName(date, content.locale))}</h3><ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`;
  }
  return { text, html };
}

/** The link to next week's shopping list. */
export function shoppingListSection(content: WeeklyEmailContent, t: Translate): Section {
  return {
    text: [t('email.weekly.shoppingList'), content.links.shoppingList],
    html: paragraph(t('email.weekly.shoppingList')) + link(content.links.shoppingList, t('email.weekly.shoppingListLink')),
  };
}

/**
 * Their goals this week, each worded as their dashboard words it ("Cook 3 meals at home a week: 2 of 3 meals
 * cooked"; a goal in the champion's own words as written), the rest counted with a link to the dashboard; nothing
 * when they have none.
 */
export function goalsSection(content: WeeklyEmailContent, t: Translate): Section | null {
  if (content.goals.length === 0) return null;
  const title = t('email.weekly.goalsHeading');
  const lines = content.goals.slice(0, goalsInEmail).map(({ goal, progress }) =>
    t(progress >= goal.target ? 'email.weekly.goalReached' : 'email.weekly.goal', {
      goal: oneLine(goalTitle(t, goal)),
      progress: goalProgressText(t, goal, progress),
    }),
  );
  const more = content.moreGoals + Math.max(0, content.goals.length - goalsInEmail);
  const list = `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`;
  if (more === 0) return { text: [title, ...lines.map((line) => `  - ${line}`)], html: heading(title) + list };
  const rest = t('email.weekly.goalsMore', { count: more });
  return {
    text: [title, ...lines.map((line) => `  - ${line}`), rest, content.links.dashboard],
    html: heading(title) + list + paragraph(rest) + link(content.links.dashboard, t('email.weekly.goalsLink')),
  };
}

/**
 * Their champion's latest message, quoted under "<name> wrote:" as the invitation email quotes a sender's words, so
 * that it cannot pass for the programme's own; nothing when there is none.
 */
export function championMessageSection(content: WeeklyEmailContent, t: Translate): Section | null {
  const message = content.championMessage;
  if (!message) return null;
  const title = t('email.weekly.messageHeading');
  const wrote = t('email.weekly.messageWrote', { name: oneLine(message.championName) });
  const lines = message.text.split(/\r\n|\r|\n/);
  return {
    text: [title, wrote, ...lines.map((line) => (line.trim() ? `> ${line}` : '>'))],
    html: heading(title) + paragraph(wrote) + `<blockquote>${lines.map((line) => escapeHtml(line)).join('<br>')}</blockquote>`,
  };
}

/** A champion's group this week: members, meals planned and cooked. */
export function groupSummarySection(content: WeeklyEmailContent, t: Translate): Section | null {
  const group = content.group;
  if (!group) return null;
  const title = t('email.weekly.groupHeading');
  const lines = [
    t('email.weekly.groupMembers', { count: group.members }),
    t('email.weekly.groupMeals', { planned: group.mealsPlanned, cooked: group.mealsCooked }),
  ];
  return {
    text: [title, ...lines, t('email.weekly.groupLink'), content.links.championDashboard],
    html: heading(title) + lines.map(paragraph).join('') + link(content.links.championDashboard, t('email.weekly.groupLink')),
  };
}

/** Why they get it, and how to stop it: the unsubscribe address (one click) and the profile. */
export function footerSection(content: WeeklyEmailContent, t: Translate): Section {
  return {
    text: [t('email.weekly.why'), t('email.weekly.stop'), content.links.unsubscribe, t('email.weekly.profile'), content.links.profile],
    html:
      `<hr>` +
      paragraph(t('email.weekly.why')) +
      link(content.links.unsubscribe, t('email.weekly.stopLink')) +
      link(content.links.profile, t('email.weekly.profileLink')),
  };
}

/**
 * One person's weekly email in their language: a plain text part and a simple HTML part, built from its sections in
 * order, with the List-Unsubscribe headers of RFC 8058 so that mail programs offer a one-click unsubscribe.
 */
export function weeklyEmail(content: WeeklyEmailContent): OutgoingMail {
  const t = translatorFor(content.locale);
  const name = oneLine(content.name);
  const greeting = name ? t('email.weekly.greeting', { name }) : t('email.greeting');
  const sections = [
    planSection(content, t),
    shoppingListSection(content, t),
    goalsSection(content, t),
    championMessageSection(content, t),
    groupSummarySection(content, t),
    footerSection(content, t),
  ].filter((section): section is Section => section !== null);
  const text = [greeting, '', t('email.weekly.lead'), ...sections.flatMap((section) => ['', ...section.text])].join('\n');
  const html = `<!doctype html><html lang="${content.locale}" dir="${directionOf(content.locale)}"><body>${paragraph(greeting)}${paragraph(t('email.weekly.lead'))}${sections
    .map((section) => section.html)
    .join('')}</body></html>`;
  return {
    to: content.to,
    subject: t('email.weekly.subject'),
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${content.links.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
