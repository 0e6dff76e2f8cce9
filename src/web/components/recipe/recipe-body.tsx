import { useId, useState } from 'react';
import { ingredientInMeasures } from '../../../shared/ingredients/amount-in-measures.ts';
import type { Recipe } from '../../../shared/recipes.ts';
import { parseServings, recipeLimits } from '../../../shared/recipe-rules.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { T } from '../../lib/i18n/t.tsx';
import { useMe } from '../../api/me/get-me.ts';
import { readerLocale } from '../../lib/date-format.ts';
import { RecipeArt } from '../recipe-art/recipe-picture.tsx';
import { stepText } from './step-text.ts';
import { RecipeFacts } from './recipe-facts.tsx';

/**
 * The number of servings to show, with − and + buttons; quantities follow it. What is typed outside the rule
 * is not cut to fit: it stays, with the rule beside it, and the quantities stay at the last good number. On paper
 * the print stylesheet draws these same elements as one line, "Servings: 4 (serves 2 as written)": the amounts
 * below are for this many (no second copy of either number in the page).
 */
function ServingsControl({ value, written, onChange }: { value: number; written: number; onChange: (servings: number) => void }) {
  const t = useT();
  const id = useId();
  // null: showing `value`; text: what the person is typing.
  const [draft, setDraft] = useState<string | null>(null);
  const refused = draft !== null && draft.trim() !== '' && parseServings(draft) === null;
  const step = (n: number) => {
    setDraft(null);
    onChange(n);
  };
  return (
    <div className="servings" role="group" aria-labelledby={`${id}-label`}>
      <label id={`${id}-label`} htmlFor={id} className="servings__label">
        {t('components.recipeBody.servings')}
      </label>
      <div className="servings__controls">
        <button
          type="button"
          className="servings__step"
          aria-label={t('components.recipeBody.fewerServings')}
          disabled={value <= 1}
          onClick={() => step(value - 1)}
        >
          −
        </button>
        <input
          id={id}
          className="servings__input"
          type="number"
          inputMode="numeric"
          min={1}
          max={recipeLimits.servings}
          step={1}
          value={draft ?? value}
          aria-invalid={refused || undefined}
          aria-describedby={[`${id}-written`, refused ? `${id}-error` : ''].filter(Boolean).join(' ')}
          onChange={(event) => {
            setDraft(event.target.value);
            const n = parseServings(event.target.value);
            if (n !== null) onChange(n);
          }}
          onBlur={() => {
            if (draft !== null && parseServings(draft) !== null) setDraft(null);
          }}
        />
        <button
          type="button"
          className="servings__step"
          aria-label={t('components.recipeBody.moreServings')}
          disabled={value >= recipeLimits.servings}
          onClick={() => step(value + 1)}
        >
          +
        </button>
      </div>
      <p id={`${id}-written`} className="servings__written">
        {t('components.recipeBody.servesAsWritten', { servings: written })}
      </p>
      {refused ? (
        <p id={`${id}-error`} className="field__error servings__error">
          {t('components.recipeBody.servingsRefused', { max: recipeLimits.servings, servings: value })}
        </p>
      ) : null}
    </div>
  );
}

/** A whole recipe: photo, facts, ingredients scaled to the chosen servings, steps, nutrition, source. */
function hostnameOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}

/** What the body shows of a recipe: one's own, a household member's, a catalogue one, or one shared by a link. */
export type RecipeToShow = Pick<
  Recipe,
  | 'title'
  | 'description'
  | 'servings'
  | 'prepMinutes'
  | 'cookMinutes'
  | 'ingredients'
  | 'steps'
  | 'tags'
  | 'dietary'
  | 'nutrition'
  | 'imageUrl'
  | 'sourceUrl'
>;

/**
 * `startServings`: the household's size, which is what people cook for; the recipe says what it was written for.
 * `headingLevel`: its sections' headings, under a dialog's title (h2) or a page's (h1).
 */
export function RecipeBody({
  recipe,
  startServings,
  headingLevel = 3,
}: {
  recipe: RecipeToShow;
  startServings: number | undefined;
  headingLevel?: 2 | 3;
}) {
  const t = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const id = useId();
  const [servings, setServings] = useState(startServings ?? recipe.servings);
  const factor = servings / recipe.servings;
  // Amounts in the person's measures (the profile's Measures), written as their language writes numbers.
  const measures = useMe().data?.measures ?? 'as-written';
  const locale = readerLocale();
  return (
    <div className="recipe-body">
      {recipe.imageUrl ? (
        <img className="recipe-body__photo" src={recipe.imageUrl} alt="" />
      ) : (
        <RecipeArt title={recipe.title} tags={recipe.tags} className="recipe-body__art" />
      )}
      {recipe.description ? <p className="recipe-body__description">{recipe.description}</p> : null}
      <RecipeFacts
        prepMinutes={recipe.prepMinutes}
        cookMinutes={recipe.cookMinutes}
        calories={recipe.nutrition?.calories ?? null}
        dietary={recipe.dietary}
      />
      <div className="recipe-body__columns">
        <section aria-labelledby={`${id}-ingredients`}>
          <div className="recipe-body__section-head">
            <Heading id={`${id}-ingredients`}>{t('components.recipeBody.ingredients')}</Heading>
            <ServingsControl value={servings} written={recipe.servings} onChange={setServings} />
          </div>
          {recipe.ingredients.length ? (
            <ul className="ingredient-list" aria-live="polite">
              {recipe.ingredients.map((ingredient, index) => (
                <li key={index}>{ingredientInMeasures(ingredient, factor, measures, locale)}</li>
              ))}
            </ul>
          ) : (
            <p className="muted">{t('components.recipeBody.noIngredients')}</p>
          )}
        </section>
        <section aria-labelledby={`${id}-method`}>
          <Heading id={`${id}-method`}>{t('components.recipeBody.method')}</Heading>
          {recipe.steps.length ? (
            <ol className="step-list">
              {recipe.steps.map((step, index) => (
                <li key={index}>{stepText(step)}</li>
              ))}
            </ol>
          ) : (
            <p className="muted">{t('components.recipeBody.noSteps')}</p>
          )}
        </section>
      </div>
      {recipe.nutrition ? (
        <section aria-labelledby={`${id}-nutrition`}>
          <Heading id={`${id}-nutrition`}>{t('components.recipeBody.nutrition')}</Heading>
          <dl className="nutrition">
            <div>
              <dt>{t('components.recipeBody.energy')}</dt>
              <dd>{t('components.recipeBody.kcal', { calories: Math.round(recipe.nutrition.calories) })}</dd>
            </div>
            <div>
              <dt>{t('components.recipeBody.protein')}</dt>
              <dd>{t('components.recipeBody.grams', { grams: recipe.nutrition.proteinG })}</dd>
            </div>
            <div>
              <dt>{t('components.recipeBody.carbohydrate')}</dt>
              <dd>{t('components.recipeBody.grams', { grams: recipe.nutrition.carbsG })}</dd>
            </div>
            <div>
              <dt>{t('components.recipeBody.fat')}</dt>
              <dd>{t('components.recipeBody.grams', { grams: recipe.nutrition.fatG })}</dd>
            </div>
            {recipe.nutrition.fibreG !== undefined ? (
              <div>
                <dt>{t('components.recipeBody.fibre')}</dt>
                <dd>{t('components.recipeBody.grams', { grams: recipe.nutrition.fibreG })}</dd>
              </div>
            ) : null}
          </dl>
        </section>
      ) : null}
      {recipe.tags.length ? (
        <ul className="tag-list" aria-label={t('components.recipeBody.tags')}>
          {recipe.tags.map((tag) => (
            <li key={tag} className="tag">
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
      {recipe.sourceUrl ? (
        <p className="small muted">
          <T
            k="components.recipeBody.source"
            values={{ host: hostnameOf(recipe.sourceUrl) }}
            // The link's words are the message's own (<0>{host}</0>), put inside it by T.
            // eslint-disable-next-line jsx-a11y/anchor-has-content
            components={{ 0: <a href={recipe.sourceUrl} rel="noopener noreferrer nofollow" target="_blank" /> }}
          />
        </p>
      ) : null}
    </div>
  );
}
