import { useEffect, useId, useRef, useState } from 'react';
import { catalogueTagSuggestions, recipeLimits, type CatalogueSort } from '../../../../shared/recipe-rules.ts';
import { dietaryNeeds } from '../../../../shared/dietary-needs.ts';
import type { MessageKey } from '../../../../shared/i18n/messages.ts';
import { dietaryNeedWords } from '../../../components/recipe/dietary-need-words.ts';
import { HouseholdNeedsChoice } from '../../../components/recipe/household-needs-choice.tsx';
import { ChipCheckboxes } from '../../../components/ui/chip-checkboxes.tsx';
import { SearchInput, withinLimit } from '../../../components/ui/search-input.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { maxMinuteChoices, type CatalogueView } from '../../../lib/recipe-catalog-url.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

const SEARCH_DELAY_MS = 300;

/** The search box: the URL follows the words a moment after typing stops (replacing, not adding, history). */
function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const t = useT();
  const [text, setText] = useState(value);
  const written = useRef(value);

  // The URL changed from elsewhere (back button, "Clear filters"): show its words.
  useEffect(() => {
    if (value !== written.current) {
      written.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text === written.current || !withinLimit(text, recipeLimits.search)) return;
    const timer = setTimeout(() => {
      written.current = text;
      onSearch(text);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  return (
    <form
      role="search"
      className="search"
      onSubmit={(event) => {
        event.preventDefault();
        // Words past the limit are refused where they are typed (the box says so); the last search stays.
        if (!withinLimit(text, recipeLimits.search)) {
          event.currentTarget.querySelector('input')?.focus();
          return;
        }
        written.current = text;
        onSearch(text);
      }}
    >
      <SearchInput
        label={t('catalogue.filters.searchLabel')}
        placeholder={t('catalogue.filters.searchPlaceholder')}
        maxChars={recipeLimits.search}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="button button--primary search__button">
        <span>{t('catalogue.filters.search')}</span>
      </button>
    </form>
  );
}

const sortLabels: Record<CatalogueSort, MessageKey> = {
  relevance: 'catalogue.filters.sort.relevance',
  newest: 'catalogue.filters.sort.newest',
  quickest: 'catalogue.filters.sort.quickest',
  title: 'catalogue.filters.sort.title',
};

/** The starter set's tags as the "Kind of recipe" choice draws them; the tag itself stays as stored (it is data). */
const tagLabels: Record<(typeof catalogueTagSuggestions)[number], MessageKey> = {
  breakfast: 'catalogue.filters.tag.breakfast',
  lunch: 'catalogue.filters.tag.lunch',
  dinner: 'catalogue.filters.tag.dinner',
  snack: 'catalogue.filters.tag.snack',
  dessert: 'catalogue.filters.tag.dessert',
  soup: 'catalogue.filters.tag.soup',
  salad: 'catalogue.filters.tag.salad',
  curry: 'catalogue.filters.tag.curry',
  traybake: 'catalogue.filters.tag.traybake',
  'one-pot': 'catalogue.filters.tag.onePot',
  pasta: 'catalogue.filters.tag.pasta',
  'stir-fry': 'catalogue.filters.tag.stirFry',
  quick: 'catalogue.filters.tag.quick',
  'batch-cook': 'catalogue.filters.tag.batchCook',
  budget: 'catalogue.filters.tag.budget',
  family: 'catalogue.filters.tag.family',
  'freezer-friendly': 'catalogue.filters.tag.freezerFriendly',
  'high-protein': 'catalogue.filters.tag.highProtein',
  'high-fibre': 'catalogue.filters.tag.highFibre',
  'packed-lunch': 'catalogue.filters.tag.packedLunch',
  'no-cook': 'catalogue.filters.tag.noCook',
};

export function CatalogueFilters({
  view,
  onChange,
  householdChoice = false,
}: {
  view: CatalogueView;
  onChange: (patch: Partial<CatalogueView>) => void;
  /** Offer "Suits everyone at home" (household-needs-choice.tsx says when). */
  householdChoice?: boolean;
}) {
  const t = useT();
  const hasWords = view.q.trim() !== '';
  const sort = view.sort ?? (hasWords ? 'relevance' : 'newest');
  const sortOptions = (Object.keys(sortLabels) as CatalogueSort[])
    .filter((key) => key !== 'relevance' || hasWords)
    .map((key) => ({ value: key, label: t(sortLabels[key]) }));
  const chosen = view.tags.length + view.dietary.length + (view.maxMinutes === null ? 0 : 1) + (view.suitsHousehold ? 1 : 0);
  // Phones only: wider screens always show the filters and hide the button (global.css).
  const [unfolded, setUnfolded] = useState(false);
  const panelId = useId();
  const chosenId = useId();

  return (
    <div className="catalogue-filters">
      <SearchBox value={view.q} onSearch={(q) => onChange({ q })} />
      <button
        type="button"
        className="button button--secondary catalogue-filters__toggle"
        aria-expanded={unfolded}
        aria-controls={panelId}
        aria-describedby={chosen ? chosenId : undefined}
        onClick={() => setUnfolded(!unfolded)}
      >
        <span>{t('catalogue.filters.toggle')}</span>
        {chosen ? (
          <span className="badge" aria-hidden="true">
            {chosen}
          </span>
        ) : null}
        <span id={chosenId} hidden>
          {t('catalogue.filters.chosen', { count: chosen })}
        </span>
      </button>
      <div id={panelId} className={`catalogue-filters__panel${unfolded ? ' catalogue-filters__panel--unfolded' : ''}`}>
        <div className="filter-row">
          <SelectField
            label={t('catalogue.filters.kind')}
            value={view.tags[0] ?? ''}
            options={[
              { value: '', label: t('catalogue.filters.anyKind') },
              ...catalogueTagSuggestions.map((tag) => ({ value: tag, label: t(tagLabels[tag]) })),
            ]}
            onChange={(event) => onChange({ tags: event.target.value ? [event.target.value] : [] })}
          />
          <SelectField
            label={t('catalogue.filters.readyIn')}
            value={view.maxMinutes === null ? '' : String(view.maxMinutes)}
            options={[
              { value: '', label: t('catalogue.filters.anyTime') },
              ...maxMinuteChoices.map((m) => ({ value: String(m), label: t('catalogue.filters.minutesOrLess', { minutes: m }) })),
            ]}
            onChange={(event) => onChange({ maxMinutes: event.target.value ? Number(event.target.value) : null })}
          />
          <SelectField
            label={t('catalogue.filters.sortBy')}
            value={sort}
            options={sortOptions}
            onChange={(event) => onChange({ sort: event.target.value as CatalogueSort })}
          />
        </div>
        <ChipCheckboxes
          legend={t('catalogue.filters.dietaryNeeds')}
          className="filter-needs"
          options={dietaryNeeds}
          labels={dietaryNeedWords(t)}
          values={view.dietary}
          onChange={(dietary) => onChange({ dietary })}
        />
        {householdChoice ? (
          <HouseholdNeedsChoice checked={view.suitsHousehold} onChange={(suitsHousehold) => onChange({ suitsHousehold })} />
        ) : null}
        {chosen ? (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => onChange({ tags: [], dietary: [], maxMinutes: null, suitsHousehold: false })}
          >
            <span>{t('catalogue.filters.clear')}</span>
          </button>
        ) : null}
      </div>
    </div>
  );
}
