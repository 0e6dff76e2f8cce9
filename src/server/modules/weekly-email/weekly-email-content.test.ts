import { describe, expect, it } from 'vitest';
import { asLocale } from '../../../shared/i18n/locales.ts';
import { weeklyEmail, type WeeklyEmailContent } from './weekly-email-content.ts';

const links = {
  mealPlanning: 'https://kitchen.example/meal-planning',
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

  it("gives a champion their group's week, and says who is left out of the counts", () => {
    const group = { members: 3, counted: 2, mealsPlanned: 9, mealsCooked: 4 };
    const english = weeklyEmail(participant({ group }));
    expect(english.text).toContain(
      [
        'Your group this week',
        '3 people in your group.',
        'Meals planned this week: 9. Meals cooked this week: 4.',
        '1 person keeps their activity to themselves and is not counted.',
        'See your group on your champion dashboard:',
        links.championDashboard,
      ].join('\n'),
    );
    const french = weeklyEmail(participant({ locale: asLocale('fr'), group: { ...group, counted: 3 } }));
    expect(french.text).toContain(
      'Votre groupe cette semaine\n3 personnes dans votre groupe.\nRepas planifiés cette semaine : 9. Repas cuisinés cette semaine : 4.',
    );
    expect(french.text).not.toContain('pas comptée');
  });

  it('shows goals and the champion’s latest message once they are given, the message quoted as theirs', () => {
    const mail = weeklyEmail(
      participant({
        goals: [
          { title: 'Cook 3 meals at home', done: 3, target: 3 },
          { title: 'Try 2 new recipes', done: 1, target: 2 },
        ],
        championMessage: { championName: 'Cleo\nChampion', text: 'Soup week!\n\nBring a friend.' },
      }),
    );
    expect(mail.text).toContain('Your goals\n  - Cook 3 meals at home: 3 of 3, goal reached\n  - Try 2 new recipes: 1 of 2');
    expect(mail.text).toContain('From your champion\nCleo Champion wrote:\n> Soup week!\n>\n> Bring a friend.');
  });
});
