import { catalogueSearchOptions, catalogueSearchParams } from '../api/catalogue/search-catalogue.ts';
import type { FirstReads } from '../app/first-reads.ts';
import { readCatalogueView } from '../lib/recipe-catalog-url.ts';

/** The catalogue's first read: the first page of results the address asks for, on the catalogue's own tab. */
export const recipeCatalogFirstReads: FirstReads = ({ queryClient, search }) => {
  const view = readCatalogueView(search);
  if (view.tab === 'all') void queryClient.prefetchInfiniteQuery(catalogueSearchOptions(catalogueSearchParams(view)));
};
