import { describe, expect, it } from 'vitest';
import { asLocale } from '../../../shared/i18n/locales.ts';
import { weeklyEmail, type WeeklyEmailContent } from './weekly-email-content.ts';

const links = {
  mealPlanning: 'https://kitchen.example/meal-planning',
  dashboard: 'https://kitchen.example/dashboard',
  shoppingList: 'https://kitchen.example/meal-planning/shopping-list?from=2026-11-30&to=2026-12-06',
  championDashboard: 'https://kitchen.example/champion/dashboard',
  profile: 'https://kitchen.example/profile#weekly-email',
  unsubscribe: 'https://kitchen.example/api/digest/unsubscribe?token=u1.secret',
};

const participant = (overrides: Partial<WeeklyEmailContent> = {}): WeeklyEmailContent => ({
  to: 'pat@example.com',
  name: 'Pat',
  locale: asLocale('en-GB'),
  nextWeek: {
    from: '2026-11-30',
    to: '2026-12-06',
    meals: [
      { date: '2026-12-02', mealType: 'lunch', title: 'Leftovers' },
      { date: '2026-11-30', mealType: 'dinner', title: 'Lentil soup' },
      { date: '2026-11-30', mealType: 'breakfast', title: 'Porridge <b>with</b> pears' },
    ],
  },
  goals: [],
  moreGoals: 0,
  championMessage: null,
  group: null,
  links,
  ...overrides,
});

describe('the weekly email', () => {
  it("lists a participant's planned week by day and meal, with the shopping list and a one-click unsubscribe", () => {
    const mail = weeklyEmail(participant());
    expect(mail.to).toBe('pat@example.com');
    expect(mail.subject).toBe('Your week ahead on Champion Kitchen');
    expect(mail.text).toContain(
      [
        'Next week’s meals',
        'Monday 30 November:',
        '  - Breakfast: Porridge <b>with</b> pears',
        '  - Dinner: Lentil soup',
        'Wednesday 2 December:',
        '  - Lunch: Leftovers',
      ].join('\n'),
    );
    expect(mail.text).toContain(`Your shopping list for next week, made from the plan:\n${links.shoppingList}`);
    expect(mail.text).toContain(`To stop it, open:\n${links.unsubscribe}`);
    expect(mail.text).not.toContain('Your group this week');
    expect(mail.text).not.toContain('Your goals');
    expect(mail.text.startsWith('Hello Pat,\n')).toBe(true);
    // The HTML part says the same, with what people wrote as text, never as markup.
    expect(mail.html).toContain('<li>Breakfast: Porridge &lt;b&gt;with&lt;/b&gt; pears</li>');
    expect(mail.html).toContain(`<a href="${links.shoppingList.replace('&', '&amp;')}">Open next week’s shopping list</a>`);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${links.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('speaks the person’s language: days, meals and words in German', () => {
    const mail = weeklyEmail(participant({ locale: asLocale('de') }));
    expect(mail.subject).toBe('Deine Woche bei Champion Kitchen');
    expect(mail.text).toContain('Mahlzeiten der nächsten Woche\nMontag, 30. November:\n');
    expect(mail.text).toContain('  - Abendessen: Lentil soup');
    expect(mail.text).toContain('Zum Abbestellen öffne:');
    expect(mail.html).toContain('<html lang="de" dir="ltr">');
  });

  it('says how to plan when nothing is planned for next week', () => {
    const mail = weeklyEmail(participant({ nextWeek: { from: '2026-11-30', to: '2026-12-06', meals: [] } }));
    expect(mail.text).toContain(`Nothing is planned for next week yet. Plan your meals at:\n${links.mealPlanning}`);
  });

  it("gives a champion their group's week", () => {
    const group = { members: 3, mealsPlanned: 9, mealsCooked: 4 };
    const english = weeklyEmail(participant({ group }));
    expect(english.text).toContain(
      [
        'Your group this week',
        '3 people in your group.',
        'Meals planned this week: 9. Meals cooked this week: 4.',
        'See your group on your champion dashboard:',
        links.championDashboard,
      ].join('\n'),
    );
    const french = weeklyEmail(participant({ locale: asLocale('fr'), group }));
    expect(french.text).toContain(
      'Votre groupe cette semaine\n3 personnes dans votre groupe.\nRepas planifiés cette semaine : 9. Repas cuisinés cette semaine : 4.',
    );
  });

  it('shows goals worded as the dashboard words them and the champion’s latest message, quoted as theirs', () => {
    const mail = weeklyEmail(
      participant({
        goals: [
          { goal: { kind: 'cook-meals', target: 3, text: null }, progress: 3 },
          { goal: { kind: 'try-new-recipes', target: 2, text: null }, progress: 1 },
          { goal: { kind: 'free-text', target: 1, text: 'Drink <water>\nwith meals' }, progress: 0 },
        ],
        championMessage: { championName: 'Cleo\nChampion', text: 'Soup week!\n\nBring a friend.' },
      }),
    );
    expect(mail.text).toContain(
      [
        'Your goals this week',
        '  - Cook 3 meals at home a week: 3 of 3 meals cooked. Goal met.',
        '  - Try 2 new recipes a week: 1 of 2 new recipes tried',
        '  - Drink <water> with meals: Not done yet this week',
        '',
      ].join('\n'),
    );
    expect(mail.html).toContain('<li>Drink &lt;water&gt; with meals: Not done yet this week</li>');
    expect(mail.text).not.toContain('more goal');
    expect(mail.text).toContain('From your champion\nCleo Champion wrote:\n> Soup week!\n>\n> Bring a friend.');
  });

  it('lists at most eight goals and counts the rest, with the way to the dashboard that shows them all', () => {
    const goals = Array.from({ length: 10 }, (_, i) => ({ goal: { kind: 'plan-meals' as const, target: i + 1, text: null }, progress: 1 }));
    const mail = weeklyEmail(participant({ goals: goals.slice(0, 8), moreGoals: 2 }));
    expect(mail.text).toContain(
      '  - Plan 8 meals a week: 1 of 8 meals planned\nAnd 2 more goals. See them all on your dashboard:\n' + links.dashboard,
    );
    expect(mail.text).not.toContain('Plan 9 meals');
    expect(mail.html).toContain(`<a href="${links.dashboard}">Open your dashboard</a>`);
    // Given more than it lists (a caller that did not cap them), it still lists eight and counts the others.
    const uncapped = weeklyEmail(participant({ goals }));
    expect(uncapped.text).not.toContain('Plan 9 meals');
    expect(uncapped.text).toContain('And 2 more goals.');
  });

  it('words goals in the person’s language, with its plural forms', () => {
    const goal = (target: number, progress: number) => ({ goal: { kind: 'cook-meals' as const, target, text: null }, progress });
    const german = weeklyEmail(participant({ locale: asLocale('de'), goals: [goal(1, 1), goal(3, 2)], moreGoals: 1 }));
    expect(german.text).toContain(
      [
        'Deine Ziele diese Woche',
        '  - 1 Mahlzeit pro Woche zu Hause kochen: 1 von 1 Mahlzeit gekocht. Ziel erreicht.',
        '  - 3 Mahlzeiten pro Woche zu Hause kochen: 2 von 3 Mahlzeiten gekocht',
        'Und 1 weiteres Ziel. Alle siehst du in deiner Übersicht:',
      ].join('\n'),
    );
    const arabic = weeklyEmail(participant({ locale: asLocale('ar'), goals: [goal(2, 0)], moreGoals: 3 }));
    expect(arabic.text).toContain('اطبخ في البيت وجبتين في الأسبوع: ');
    expect(arabic.text).toContain('و3 أهداف أخرى.');
    const polish = weeklyEmail(participant({ locale: asLocale('pl'), goals: [goal(5, 5)], moreGoals: 5 }));
    expect(polish.text).toContain('I jeszcze 5 celów.');
  });
});
