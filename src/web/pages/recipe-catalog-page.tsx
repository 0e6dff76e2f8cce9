import { startTransition, useCallback, useId, useOptimistic } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { MessageKey } from '../../shared/i18n/messages.ts';
import type { Shortening } from '../../shared/recipe-import.ts';
import { useT } from '../lib/i18n/use-t.ts';
import { PageHeading } from '../components/ui/page-heading.tsx';
import { Tabs } from '../components/ui/tabs.tsx';
import { catalogueHref, readCatalogueView, writeCatalogueView, type CatalogueTab, type CatalogueView } from '../lib/recipe-catalog-url.ts';
import { AllRecipesTab } from '../features/catalogue/components/all-recipes-tab.tsx';
import { ImportRecipeDialog } from '../features/recipes/components/import-recipe-dialog.tsx';
import { MyRecipesTab } from '../features/recipes/components/my-recipes-tab.tsx';
import { RecipeEditorDialog } from '../features/recipes/components/recipe-editor-dialog.tsx';
import type { RecipeDraft } from '../features/recipes/recipe-form.ts';
import { CatalogueRecipeDialog } from '../features/catalogue/components/catalogue-recipe-dialog.tsx';
import { MyRecipeDialog } from '../features/recipes/components/my-recipe-dialog.tsx';
import { CollectionShelf } from '../features/collections/components/collection-shelf.tsx';
import { CollectionView } from '../features/collections/components/collection-view.tsx';
import { RecipeErrorAlert, RecipeErrorProvider } from '../components/recipe/recipe-errors.tsx';

const tabs = [
  { key: 'all', label: 'recipes.catalogPage.allRecipesTab' },
  { key: 'mine', label: 'recipes.catalogPage.myRecipesTab' },
] as const satisfies readonly { key: CatalogueTab; label: MessageKey }[];

/** History state of an entry a dialog pushed: closing it goes back rather than forward. */
interface EntryState {
  modal?: boolean;
  draft?: RecipeDraft;
  /** What the import cut from the draft to fit our limits. */
  shortened?: Shortening[];
}

const closedDialogs = { open: null, edit: null, importing: false } satisfies Partial<CatalogueView>;

export function RecipeCatalogPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  // Navigations are transitions, so the URL's view arrives a render later; the optimistic copy shows a
  // filter change at once (a ticked box stays ticked) until the new URL's view replaces it.
  const [view, showChange] = useOptimistic(readCatalogueView(params), (current, patch: Partial<CatalogueView>) => ({
    ...current,
    ...patch,
  }));
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? {}) as EntryState;
  const ids = useId();
  const panelId = `${ids}-panel`;

  // Search and filter changes replace the history entry: back leaves the page rather than undoing each keystroke.
  const change = useCallback(
    (patch: Partial<CatalogueView>) =>
      startTransition(() => {
        showChange(patch);
        setParams((current) => writeCatalogueView({ ...readCatalogueView(current), ...patch }), { replace: true });
      }),
    [setParams, showChange],
  );

  const closeDialog = () => {
    if (state.modal) void navigate(-1);
    else change(closedDialogs);
  };

  const openMine = (id: string) =>
    void navigate(catalogueHref(view, { ...closedDialogs, tab: 'mine', filter: 'all', open: id }), { replace: true });

  return (
    <RecipeErrorProvider>
      <div className="page">
        <PageHeading>{t('nav.recipeCatalog')}</PageHeading>
        <p className="lead">{t('recipes.catalogPage.lead')}</p>
        <Tabs
          label={t('recipes.catalogPage.tabsLabel')}
          idPrefix={ids}
          panelId={panelId}
          tabs={tabs.map((tab) => ({ key: tab.key, label: t(tab.label) }))}
          selected={view.tab}
          onSelect={(tab) => {
            if (tab !== view.tab) setParams(writeCatalogueView({ ...readCatalogueView(new URLSearchParams()), tab }));
          }}
        />
        <div role="tabpanel" id={panelId} aria-labelledby={`${ids}-${view.tab}`} className="tab-panel">
          {view.open || view.edit || view.importing ? null : <RecipeErrorAlert />}
          {view.tab === 'all' ? (
            <AllRecipesTab view={view} onChange={change} />
          ) : (
            <>
              <CollectionShelf view={view} onOpen={(collection) => change({ collection })} />
              {view.collection ? (
                <CollectionView key={view.collection} view={view} id={view.collection} onGone={() => change({ collection: null })} />
              ) : (
                <MyRecipesTab view={view} onChange={change} />
              )}
            </>
          )}
        </div>
      </div>

      {view.open && !view.edit && view.tab === 'all' ? (
        <CatalogueRecipeDialog
          key={view.open}
          id={view.open}
          onClose={closeDialog}
          myRecipeHref={(id) => catalogueHref(view, { ...closedDialogs, tab: 'mine', filter: 'all', open: id })}
        />
      ) : null}
      {view.open && !view.edit && view.tab === 'mine' ? (
        <MyRecipeDialog
          key={view.open}
          id={view.open}
          onClose={closeDialog}
          editHref={catalogueHref(view, { open: null, edit: view.open })}
        />
      ) : null}
      {view.edit ? (
        <RecipeEditorDialog
          key={`${view.edit}-${location.key}`}
          editId={view.edit === 'new' ? null : view.edit}
          draft={state.draft ?? {}}
          shortened={state.shortened ?? []}
          onClose={closeDialog}
          onSaved={(recipe) => openMine(recipe.id)}
        />
      ) : null}
      {view.importing && !view.edit ? (
        <ImportRecipeDialog
          onClose={closeDialog}
          onOpenExisting={openMine}
          onDraft={(draft, shortened) =>
            void navigate(catalogueHref(view, { ...closedDialogs, tab: 'mine', edit: 'new' }), {
              replace: true,
              state: { modal: state.modal, draft, shortened },
            })
          }
        />
      ) : null}
    </RecipeErrorProvider>
  );
}

// The reads this page makes first, started by the router as soon as this module loads (app/first-reads.ts).
export { recipeCatalogFirstReads as firstReads } from './recipe-catalog-first-reads.ts';
