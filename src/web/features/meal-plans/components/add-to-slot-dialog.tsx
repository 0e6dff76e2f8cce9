import { useId, useState } from 'react';
import { Link } from 'react-router';
import { MAX_ENTRY_TEXT } from '../../../../shared/meal-plan-rules.ts';
import { paths } from '../../../../shared/routing.ts';
import type { Recipe } from '../../../../shared/recipes.ts';
import { recipeLimits } from '../../../../shared/recipe-rules.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SearchInput, withinLimit } from '../../../components/ui/search-input.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useWholeRecipeList } from '../../../api/recipes/list-recipes.ts';
import { useSaveCatalogueRecipe } from '../../../api/catalogue/save-catalogue-recipe.ts';
import { useQuickSearch } from '../../../api/catalogue/search-catalogue.ts';
import type { Slot } from '../../../api/meal-plan/plan-entries.ts';
import { catalogueOnly, matchOwnRecipes } from '../recipe-search.ts';
import { slotTitle } from '../week-labels.ts';
import type { PlannableRecipe } from './planner-context.tsx';
import { messageOf } from './planner-feedback.tsx';
import { RecipePickList, servingsDetail } from './recipe-pick-list.tsx';
import { useDebouncedValue } from './use-debounced-value.ts';
import { schemaOnDemand, useSchemaWarmUp } from '../../../lib/use-schema-submit.ts';

const SEARCH_DELAY_MS = 300;
/** How many catalogue recipes a search offers. */
const CATALOGUE_RESULTS = 12;

type AddTab = 'eat-this-week' | 'favourites' | 'search' | 'other';

const tabs = [
  { key: 'eat-this-week', label: 'Eat this week' },
  { key: 'favourites', label: 'Favourites' },
  { key: 'search', label: 'Search' },
  { key: 'other', label: 'Other' },
] as const satisfies readonly { key: AddTab; label: string }[];

const myRecipesHref = (filter: string) => `${paths.recipeCatalog}?tab=mine&filter=${filter}`;
const pickable = (recipes: Recipe[] | undefined) => recipes?.map((r) => ({ id: r.id, title: r.title, detail: servingsDetail(r.servings) }));

function MarkedList({ filter, onPick }: { filter: 'eat-this-week' | 'favourites'; onPick: (recipe: PlannableRecipe) => void }) {
  const list = useWholeRecipeList(filter);
  const what = filter === 'favourites' ? 'Favourites' : 'Eat this week';
  return (
    <RecipePickList
      label={what}
      recipes={pickable(list.data)}
      pending={list.isPending}
      error={list.error}
      empty={
        <p>
          Nothing in {what} yet. Mark recipes in <Link to={myRecipesHref(filter)}>My recipes</Link>, or search for one.
        </p>
      }
      onPick={(id) => {
        const recipe = list.data?.find((r) => r.id === id);
        if (recipe) onPick(recipe);
      }}
    />
  );
}

/** The user's own recipes by title (in the browser) and the shared catalogue (on the server). */
function SearchPanel({ onPick }: { onPick: (recipe: PlannableRecipe) => void }) {
  const [text, setText] = useState('');
  // Words past the limit are refused in the box (it says so) and not searched for.
  const q = useDebouncedValue(withinLimit(text, recipeLimits.search) ? text.trim() : '', SEARCH_DELAY_MS);
  const own = useWholeRecipeList('all');
  const catalogue = useQuickSearch(q, CATALOGUE_RESULTS);
  const save = useSaveCatalogueRecipe();
  const ownMatches = own.data ? matchOwnRecipes(own.data, q) : [];
  const fromCatalogue = catalogue.data ? catalogueOnly(catalogue.data.recipes, ownMatches) : [];

  const pickCatalogue = (id: string) => {
    const result = fromCatalogue.find((r) => r.id === id);
    if (!result) return;
    // Only the user's own recipes are planned: the first time, a catalogue recipe is saved to My recipes.
    if (result.saved) onPick({ id: result.saved.id, title: result.title, servings: result.servings });
    else save.mutate(result.id, { onSuccess: (recipe) => onPick(recipe) });
  };

  return (
    <div className="plan-search">
      <div className="search" role="search">
        <SearchInput
          label="Search recipes"
          placeholder="Search your recipes and the catalogue"
          maxChars={recipeLimits.search}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {save.isError ? (
        <p role="alert" className="alert alert--error">
          Could not save that recipe to My recipes: {messageOf(save.error)}
        </p>
      ) : null}
      {q ? (
        <>
          <h3 className="plan-search__heading">Your recipes</h3>
          <RecipePickList
            label="Your recipes"
            recipes={pickable(ownMatches)}
            pending={own.isPending}
            error={own.error}
            empty={<p>None of your recipes is called that.</p>}
            onPick={(id) => {
              const recipe = ownMatches.find((r) => r.id === id);
              if (recipe) onPick(recipe);
            }}
          />
          <h3 className="plan-search__heading">From the catalogue</h3>
          <p className="muted small">Choosing one saves a copy to My recipes.</p>
          <RecipePickList
            label="From the catalogue"
            recipes={fromCatalogue.map((r) => ({
              id: r.id,
              title: r.title,
              detail: r.saved ? 'In My recipes' : servingsDetail(r.servings),
            }))}
            pending={catalogue.isPending}
            error={catalogue.error}
            disabled={save.isPending}
            empty={<p>No catalogue recipes match.</p>}
            onPick={pickCatalogue}
          />
          <p role="status" className="visually-hidden">
            {save.isPending ? 'Saving to My recipes…' : catalogue.isFetching ? 'Searching…' : ''}
          </p>
        </>
      ) : (
        <p className="muted">Type part of a recipe’s name.</p>
      )}
    </div>
  );
}

/** The contract's own rule for a new entry, loaded when the free-text form is first used (lib/use-schema-submit.ts). */
const entrySchema = schemaOnDemand(() => import('../../../../shared/meal-plans.ts').then((m) => m.mealPlanEntryCreateSchema));

/** Free text for a meal without a recipe: "Leftovers", "Eating out". */
function OtherPanel({ slot, onAdd }: { slot: Slot; onAdd: (text: string) => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const formRef = useSchemaWarmUp(entrySchema);
  const check = async (form: HTMLFormElement) => {
    let schema;
    try {
      schema = await entrySchema();
    } catch (cause) {
      // Without the rule at hand the server still checks the text, and says so if it refuses.
      console.error(cause);
      onAdd(text.trim());
      return;
    }
    // The contract's own rule for free text, so the message is the server's.
    const checked = schema.safeParse({ ...slot, text });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      form.querySelector('input')?.focus();
      return;
    }
    onAdd(text.trim());
  };
  return (
    <form
      ref={formRef}
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void check(event.currentTarget);
      }}
    >
      <TextField
        label="What are you having?"
        hint="For example Leftovers, Eating out or Soup from the freezer"
        error={error}
        value={text}
        maxChars={MAX_ENTRY_TEXT}
        onChange={(event) => {
          setText(event.target.value);
          setError(undefined);
        }}
      />
      <div className="dialog-actions">
        <Button type="submit">Add to plan</Button>
      </div>
    </form>
  );
}

/** "Add to Monday 24 November, breakfast": from eat-this-week, favourites, a search, or free text. */
export function AddToSlotDialog({
  slot,
  onClose,
  onAddRecipe,
  onAddText,
}: {
  slot: Slot;
  onClose: () => void;
  onAddRecipe: (recipe: PlannableRecipe) => void;
  onAddText: (text: string) => void;
}) {
  const [tab, setTab] = useState<AddTab>('eat-this-week');
  const ids = useId();
  const panelId = `${ids}-panel`;
  const pick = (recipe: PlannableRecipe) => {
    onClose();
    onAddRecipe({ id: recipe.id, title: recipe.title, servings: recipe.servings });
  };
  return (
    <Dialog title={`Add to ${slotTitle(slot.date, slot.mealType)}`} onClose={onClose}>
      <Tabs label="Choose from" idPrefix={ids} panelId={panelId} tabs={tabs} selected={tab} onSelect={setTab} />
      <div role="tabpanel" id={panelId} aria-labelledby={`${ids}-${tab}`} className="plan-add-panel">
        {tab === 'eat-this-week' || tab === 'favourites' ? <MarkedList key={tab} filter={tab} onPick={pick} /> : null}
        {tab === 'search' ? <SearchPanel onPick={pick} /> : null}
        {tab === 'other' ? (
          <OtherPanel
            slot={slot}
            onAdd={(text) => {
              onClose();
              onAddText(text);
            }}
          />
        ) : null}
      </div>
    </Dialog>
  );
}
