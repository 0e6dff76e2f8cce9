import { useEffect, useId, useRef, useState } from 'react';
import { catalogueTagSuggestions, recipeLimits, type CatalogueSort } from '../../../../shared/recipe-rules.ts';
import { dietaryNeedLabels, dietaryNeeds } from '../../../../shared/dietary-needs.ts';
import { ChipCheckboxes } from '../../../components/ui/chip-checkboxes.tsx';
import { SearchInput, withinLimit } from '../../../components/ui/search-input.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { maxMinuteChoices, type CatalogueView } from '../../../lib/recipe-catalog-url.ts';

const SEARCH_DELAY_MS = 300;

/** The search box: the URL follows the words a moment after typing stops (replacing, not adding, history). */
function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
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
        label="Search recipes"
        placeholder="Search recipes, e.g. lentil or quick vegan dinner"
        maxChars={recipeLimits.search}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="button button--primary search__button">
        <span>Search</span>
      </button>
    </form>
  );
}

const sortLabels: Record<CatalogueSort, string> = { relevance: 'Best match', newest: 'Newest', quickest: 'Quickest', title: 'A to Z' };

export function CatalogueFilters({ view, onChange }: { view: CatalogueView; onChange: (patch: Partial<CatalogueView>) => void }) {
  const hasWords = view.q.trim() !== '';
  const sort = view.sort ?? (hasWords ? 'relevance' : 'newest');
  const sortOptions = (Object.keys(sortLabels) as CatalogueSort[])
    .filter((key) => key !== 'relevance' || hasWords)
    .map((key) => ({ value: key, label: sortLabels[key] }));
  const chosen = view.tags.length + view.dietary.length + (view.maxMinutes === null ? 0 : 1);
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
        <span>Filters</span>
        {chosen ? (
          <span className="badge" aria-hidden="true">
            {chosen}
          </span>
        ) : null}
        <span id={chosenId} hidden>
          {chosen === 1 ? '1 filter chosen' : `${chosen} filters chosen`}
        </span>
      </button>
      <div id={panelId} className={`catalogue-filters__panel${unfolded ? ' catalogue-filters__panel--unfolded' : ''}`}>
        <div className="filter-row">
          <SelectField
            label="Kind of recipe"
            value={view.tags[0] ?? ''}
            options={[
              { value: '', label: 'Any' },
              ...catalogueTagSuggestions.map((tag) => ({ value: tag, label: tag[0]?.toUpperCase() + tag.slice(1) })),
            ]}
            onChange={(event) => onChange({ tags: event.target.value ? [event.target.value] : [] })}
          />
          <SelectField
            label="Ready in"
            value={view.maxMinutes === null ? '' : String(view.maxMinutes)}
            options={[
              { value: '', label: 'Any time' },
              ...maxMinuteChoices.map((m) => ({ value: String(m), label: `${m} minutes or less` })),
            ]}
            onChange={(event) => onChange({ maxMinutes: event.target.value ? Number(event.target.value) : null })}
          />
          <SelectField
            label="Sort by"
            value={sort}
            options={sortOptions}
            onChange={(event) => onChange({ sort: event.target.value as CatalogueSort })}
          />
        </div>
        <ChipCheckboxes
          legend="Dietary needs"
          className="filter-needs"
          options={dietaryNeeds}
          labels={dietaryNeedLabels}
          values={view.dietary}
          onChange={(dietary) => onChange({ dietary })}
        />
        {chosen ? (
          <button type="button" className="button button--ghost" onClick={() => onChange({ tags: [], dietary: [], maxMinutes: null })}>
            <span>Clear filters</span>
          </button>
        ) : null}
      </div>
    </div>
  );
}
