import { useId, useState } from 'react';
import { Link } from 'react-router';
import { MAX_ENTRY_TEXT } from '../../../../shared/meal-plan-rules.ts';
import type { MessageKey } from '../../../../shared/i18n/messages.ts';
import { paths } from '../../../../shared/routing.ts';
import type { Recipe } from '../../../../shared/recipes.ts';
import { recipeLimits } from '../../../../shared/recipe-rules.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SearchInput, withinLimit } from '../../../components/ui/search-input.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useWholeRecipeList } from '../../../api/recipes/list-recipes.ts';
import { useSaveCatalogueRecipe } from '../../../api/catalogue/save-catalogue-recipe.ts';
import { useQuickSearch } from '../../../api/catalogue/search-catalogue.ts';
import { useCollectionRecipes } from '../../../api/collections/collection-recipes.ts';
import { useCollections } from '../../../api/collections/list-collections.ts';
import type { Slot } from '../../../api/meal-plan/plan-entries.ts';
import { catalogueOnly, matchOwnRecipes } from '../recipe-search.ts';
import { slotTitle } from '../slot-names.ts';
import type { PlannableRecipe } from './planner-context.tsx';
import { messageOf } from './planner-feedback.tsx';
import { RecipePickList, servingsDetail } from './recipe-pick-list.tsx';
import { HouseholdNeedsChoice, HouseholdNeedsNote, useHouseholdChoiceOffered } from '../../../components/recipe/household-needs-choice.tsx';
import { useDebouncedValue } from './use-debounced-value.ts';
import { schemaOnDemand, useSchemaWarmUp } from '../../../lib/use-schema-submit.ts';
import { translate } from '../../../lib/i18n/i18n.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { T } from '../../../lib/i18n/t.tsx';

const SEARCH_DELAY_MS = 300;
/** How many catalogue recipes a search offers. */
const CATALOGUE_RESULTS = 12;

type AddTab = 'eat-this-week' | 'favourites' | 'search' | 'collections' | 'other';

const tabs = [
  { key: 'eat-this-week', label: 'mealPlans.addDialog.tabEatThisWeek' },
  { key: 'favourites', label: 'mealPlans.addDialog.tabFavourites' },
  { key: 'search', label: 'mealPlans.addDialog.tabSearch' },
  { key: 'collections', label: 'mealPlans.addDialog.tabCollections' },
  { key: 'other', label: 'mealPlans.addDialog.tabOther' },
] as const satisfies readonly { key: AddTab; label: MessageKey }[];

/** The words of each marked list: its name, what is said while it loads, and what it says when empty. */
const markedListWords = {
  'eat-this-week': {
    label: 'mealPlans.addDialog.tabEatThisWeek',
    loading: 'mealPlans.addDialog.loadingEatThisWeek',
    empty: 'mealPlans.addDialog.emptyEatThisWeek',
  },
  favourites: {
    label: 'mealPlans.addDialog.tabFavourites',
    loading: 'mealPlans.addDialog.loadingFavourites',
    empty: 'mealPlans.addDialog.emptyFavourites',
  },
} as const satisfies Record<'eat-this-week' | 'favourites', Record<'label' | 'loading' | 'empty', MessageKey>>;

const myRecipesHref = (filter: string) => `${paths.recipeCatalog}?tab=mine&filter=${filter}`;
const pickable = (recipes: Recipe[] | undefined) => recipes?.map((r) => ({ id: r.id, title: r.title, detail: servingsDetail(r.servings) }));

function MarkedList({ filter, onPick }: { filter: 'eat-this-week' | 'favourites'; onPick: (recipe: PlannableRecipe) => void }) {
  const list = useWholeRecipeList(filter);
  const t = useT();
  const words = markedListWords[filter];
  return (
    <RecipePickList
      label={t(words.label)}
      loadingLabel={t(words.loading)}
      recipes={pickable(list.data)}
      pending={list.isPending}
      error={list.error}
      empty={
        <p>
          <T k={words.empty} components={{ 0: <Link to={myRecipesHref(filter)} /> }} />
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
  const t = useT();
  const [text, setText] = useState('');
  // Words past the limit are refused in the box (it says so) and not searched for.
  const q = useDebouncedValue(withinLimit(text, recipeLimits.search) ? text.trim() : '', SEARCH_DELAY_MS);
  const own = useWholeRecipeList('all');
  // The other members' recipes are planned as they are, like one's own (docs/decisions/0064).
  const household = useWholeRecipeList('household');
  // Narrows the catalogue's results only: the person's own recipes are theirs to judge.
  const [suitsHousehold, setSuitsHousehold] = useState(false);
  const householdChoice = useHouseholdChoiceOffered(suitsHousehold);
  const catalogue = useQuickSearch(q, CATALOGUE_RESULTS, suitsHousehold);
  const save = useSaveCatalogueRecipe();
  const ownMatches = own.data ? matchOwnRecipes(own.data, q) : [];
  const householdMatches = household.data ? matchOwnRecipes(household.data, q) : [];
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
          label={t('mealPlans.search.label')}
          placeholder={t('mealPlans.search.placeholder')}
          maxChars={recipeLimits.search}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {save.isError ? (
        <p role="alert" className="alert alert--error">
          {t('mealPlans.search.saveFailed', { reason: messageOf(save.error) })}
        </p>
      ) : null}
      {q ? (
        <>
          <h3 className="plan-search__heading">{t('mealPlans.search.yourRecipes')}</h3>
          <RecipePickList
            label={t('mealPlans.search.yourRecipes')}
            loadingLabel={t('mealPlans.search.loadingYourRecipes')}
            recipes={pickable(ownMatches)}
            pending={own.isPending}
            error={own.error}
            empty={<p>{t('mealPlans.search.noneOfYours')}</p>}
            onPick={(id) => {
              const recipe = ownMatches.find((r) => r.id === id);
              if (recipe) onPick(recipe);
            }}
          />
          {householdMatches.length > 0 ? (
            <>
              <h3 className="plan-search__heading">{t('mealPlans.search.fromHousehold')}</h3>
              <RecipePickList
                label={t('mealPlans.search.fromHousehold')}
                loadingLabel={t('mealPlans.search.loadingYourRecipes')}
                recipes={householdMatches.map((r) => ({
                  id: r.id,
                  title: r.title,
                  detail: t('recipes.card.from', { name: r.ownerName ?? '' }),
                }))}
                pending={false}
                error={null}
                empty={null}
                onPick={(id) => {
                  const recipe = householdMatches.find((r) => r.id === id);
                  if (recipe) onPick(recipe);
                }}
              />
            </>
          ) : null}
          <h3 className="plan-search__heading">{t('mealPlans.search.fromCatalogue')}</h3>
          <p className="muted small">{t('mealPlans.search.savesCopy')}</p>
          {householdChoice ? <HouseholdNeedsChoice checked={suitsHousehold} onChange={setSuitsHousehold} /> : null}
          {suitsHousehold && !catalogue.isPlaceholderData ? <HouseholdNeedsNote needs={catalogue.data?.householdNeeds} /> : null}
          <RecipePickList
            label={t('mealPlans.search.fromCatalogue')}
            loadingLabel={t('mealPlans.search.loadingCatalogue')}
            recipes={fromCatalogue.map((r) => ({
              id: r.id,
              title: r.title,
              detail: r.saved ? t('mealPlans.search.inMyRecipes') : servingsDetail(r.servings),
            }))}
            pending={catalogue.isPending}
            error={catalogue.error}
            disabled={save.isPending}
            empty={<p>{t('mealPlans.search.noCatalogueMatch')}</p>}
            onPick={pickCatalogue}
          />
          <p role="status" className="visually-hidden">
            {save.isPending ? t('mealPlans.search.saving') : catalogue.isFetching ? t('mealPlans.search.searching') : ''}
          </p>
        </>
      ) : (
        <p className="muted">{t('mealPlans.search.typeHint')}</p>
      )}
    </div>
  );
}

/**
 * A collection's recipes to pick from (the person's own collections and those their household shares). A catalogue
 * recipe is saved to My recipes first, as the search does: only one's own and the household's recipes are planned.
 */
function CollectionsPanel({ onPick }: { onPick: (recipe: PlannableRecipe) => void }) {
  const t = useT();
  const collections = useCollections();
  const [chosen, setChosen] = useState('');
  const recipes = useCollectionRecipes(chosen || null);
  const save = useSaveCatalogueRecipe();
  const listed = recipes.data?.pages.flatMap((page) => page.recipes) ?? [];
  const name = collections.data?.collections.find((c) => c.id === chosen)?.name ?? '';

  if (collections.isPending) return <Skeleton count={3} label={t('collections.add.loading')} />;
  if (collections.isError) return <p role="alert">{t('mealPlans.pick.loadError', { reason: messageOf(collections.error) })}</p>;
  if (collections.data.collections.length === 0)
    return (
      <p className="muted">
        <T k="mealPlans.collections.none" components={{ 0: <Link to={`${paths.recipeCatalog}?tab=mine`} /> }} />
      </p>
    );
  const pickFromCollection = (id: string) => {
    const recipe = listed.find((r) => r.id === id);
    if (!recipe) return;
    if (recipe.source !== 'catalogue') onPick({ id: recipe.id, title: recipe.title, servings: recipe.servings });
    else if (recipe.saved) onPick({ id: recipe.saved.id, title: recipe.title, servings: recipe.servings });
    else save.mutate(recipe.id, { onSuccess: (saved) => onPick(saved) });
  };
  return (
    <div className="plan-search">
      <SelectField
        label={t('mealPlans.collections.choose')}
        value={chosen}
        options={[
          { value: '', label: t('mealPlans.collections.chooseOne') },
          ...collections.data.collections.map((c) => ({ value: c.id, label: c.name })),
        ]}
        onChange={(event) => setChosen(event.target.value)}
      />
      {save.isError ? (
        <p role="alert" className="alert alert--error">
          {t('mealPlans.search.saveFailed', { reason: messageOf(save.error) })}
        </p>
      ) : null}
      {chosen ? (
        <RecipePickList
          label={t('collections.open.recipesLabel', { name })}
          loadingLabel={t('mealPlans.collections.loading')}
          recipes={listed.map((r) => ({
            id: r.id,
            title: r.title,
            detail:
              r.source === 'household'
                ? t('recipes.card.from', { name: r.ownerName ?? '' })
                : r.source === 'catalogue' && !r.saved
                  ? t('collections.source.catalogue')
                  : servingsDetail(r.servings),
          }))}
          pending={recipes.isPending}
          error={recipes.error}
          disabled={save.isPending}
          empty={<p>{t('mealPlans.collections.empty')}</p>}
          onPick={pickFromCollection}
        />
      ) : null}
    </div>
  );
}

/** The contract's own rule for a new entry, loaded when the free-text form is first used (lib/use-schema-submit.ts). */
const entrySchema = schemaOnDemand(() => import('../../../../shared/meal-plans.ts').then((m) => m.mealPlanEntryCreateSchema));

/** What is wrong with a free-text entry, in the person's words: the shared rule's issue, by its kind. */
function entryTextProblem(issue: { code: string } | undefined): string {
  if (issue?.code === 'too_big') return translate('mealPlans.otherForm.tooLong', { max: MAX_ENTRY_TEXT });
  if (issue?.code === 'custom') return translate('mealPlans.otherForm.unreadable');
  return translate('mealPlans.otherForm.empty');
}

/** Free text for a meal without a recipe: "Leftovers", "Eating out". */
function OtherPanel({ slot, onAdd }: { slot: Slot; onAdd: (text: string) => void }) {
  const t = useT();
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
    // The contract's own rule for free text, so it refuses what the server would; the words are the person's.
    const checked = schema.safeParse({ ...slot, text });
    if (!checked.success) {
      setError(entryTextProblem(checked.error.issues[0]));
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
        label={t('mealPlans.otherForm.label')}
        hint={t('mealPlans.otherForm.hint')}
        error={error}
        value={text}
        maxChars={MAX_ENTRY_TEXT}
        onChange={(event) => {
          setText(event.target.value);
          setError(undefined);
        }}
      />
      <div className="dialog-actions">
        <Button type="submit">{t('mealPlans.addToPlan')}</Button>
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
  const t = useT();
  const [tab, setTab] = useState<AddTab>('eat-this-week');
  const ids = useId();
  const panelId = `${ids}-panel`;
  const pick = (recipe: PlannableRecipe) => {
    onClose();
    onAddRecipe({ id: recipe.id, title: recipe.title, servings: recipe.servings });
  };
  return (
    <Dialog title={t('mealPlans.addDialog.title', { slot: slotTitle(slot.date, slot.mealType) })} onClose={onClose}>
      <Tabs
        label={t('mealPlans.addDialog.tabsLabel')}
        idPrefix={ids}
        panelId={panelId}
        tabs={tabs.map((each) => ({ key: each.key, label: t(each.label) }))}
        selected={tab}
        onSelect={setTab}
      />
      <div role="tabpanel" id={panelId} aria-labelledby={`${ids}-${tab}`} className="plan-add-panel">
        {tab === 'eat-this-week' || tab === 'favourites' ? <MarkedList key={tab} filter={tab} onPick={pick} /> : null}
        {tab === 'search' ? <SearchPanel onPick={pick} /> : null}
        {tab === 'collections' ? <CollectionsPanel onPick={pick} /> : null}
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
