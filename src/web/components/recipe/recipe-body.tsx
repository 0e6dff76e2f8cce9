import { useId, useState } from 'react';
import { formatIngredient } from '../../../shared/ingredients/format-ingredient.ts';
import type { Recipe } from '../../../shared/recipes.ts';
import { parseServings, recipeLimits, servingsRule } from '../../../shared/recipe-rules.ts';
import { RecipeArt } from '../recipe-art/recipe-picture.tsx';
import { stepText } from './step-text.ts';
import { RecipeFacts } from './recipe-facts.tsx';

/**
 * The number of servings to show, with − and + buttons; quantities follow it. What is typed outside the rule
 * is not cut to fit: it stays, with the rule beside it, and the quantities stay at the last good number.
 */
function ServingsControl({ value, written, onChange }: { value: number; written: number; onChange: (servings: number) => void }) {
  const id = useId();
  // null: showing `value`; text: what the person is typing.
  const [draft, setDraft] = useState<string | null>(null);
  const refused = draft !== null && draft.trim() !== '' && parseServings(draft) === null;
  const step = (n: number) => {
    setDraft(null);
    onChange(n);
  };
  return (
    <div className="servings">
      <label htmlFor={id} className="servings__label">
        Servings
      </label>
      <div className="servings__controls">
        <button type="button" className="servings__step" aria-label="Fewer servings" disabled={value <= 1} onClick={() => step(value - 1)}>
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
          aria-label="More servings"
          disabled={value >= recipeLimits.servings}
          onClick={() => step(value + 1)}
        >
          +
        </button>
      </div>
      <p id={`${id}-written`} className="servings__written">
        Serves {written} as written
      </p>
      {refused ? (
        <p id={`${id}-error`} className="field__error servings__error">
          {servingsRule}; the quantities are still for {value}.
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

/** `startServings`: the household's size, which is what people cook for; the recipe says what it was written for. */
export function RecipeBody({ recipe, startServings }: { recipe: Recipe; startServings: number | undefined }) {
  const id = useId();
  const [servings, setServings] = useState(startServings ?? recipe.servings);
  const factor = servings / recipe.servings;
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
            <h3 id={`${id}-ingredients`}>Ingredients</h3>
            <ServingsControl value={servings} written={recipe.servings} onChange={setServings} />
          </div>
          {recipe.ingredients.length ? (
            <ul className="ingredient-list" aria-live="polite">
              {recipe.ingredients.map((ingredient, index) => (
                <li key={index}>{formatIngredient(ingredient, factor)}</li>
              ))}
            </ul>
          ) : (
            <p className="muted">No ingredients listed.</p>
          )}
        </section>
        <section aria-labelledby={`${id}-method`}>
          <h3 id={`${id}-method`}>Method</h3>
          {recipe.steps.length ? (
            <ol className="step-list">
              {recipe.steps.map((step, index) => (
                <li key={index}>{stepText(step)}</li>
              ))}
            </ol>
          ) : (
            <p className="muted">No steps written yet.</p>
          )}
        </section>
      </div>
      {recipe.nutrition ? (
        <section aria-labelledby={`${id}-nutrition`}>
          <h3 id={`${id}-nutrition`}>Nutrition per serving</h3>
          <dl className="nutrition">
            <div>
              <dt>Energy</dt>
              <dd>{Math.round(recipe.nutrition.calories)} kcal</dd>
            </div>
            <div>
              <dt>Protein</dt>
              <dd>{recipe.nutrition.proteinG} g</dd>
            </div>
            <div>
              <dt>Carbohydrate</dt>
              <dd>{recipe.nutrition.carbsG} g</dd>
            </div>
            <div>
              <dt>Fat</dt>
              <dd>{recipe.nutrition.fatG} g</dd>
            </div>
            {recipe.nutrition.fibreG !== undefined ? (
              <div>
                <dt>Fibre</dt>
                <dd>{recipe.nutrition.fibreG} g</dd>
              </div>
            ) : null}
          </dl>
        </section>
      ) : null}
      {recipe.tags.length ? (
        <ul className="tag-list" aria-label="Tags">
          {recipe.tags.map((tag) => (
            <li key={tag} className="tag">
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
      {recipe.sourceUrl ? (
        <p className="small muted">
          Source:{' '}
          <a href={recipe.sourceUrl} rel="noopener noreferrer nofollow" target="_blank">
            {hostnameOf(recipe.sourceUrl)}
          </a>
        </p>
      ) : null}
    </div>
  );
}
