import { PageHeading } from '../../components/ui/page-heading.tsx';

export function RecipeCatalogPage() {
  return (
    <div className="page">
      <PageHeading>Recipe Catalog</PageHeading>
      <p className="lead">Healthy, everyday recipes shared across the programme, and your own collection.</p>
      <div className="card prose">
        <p>
          This is where you find recipes to cook, save the ones you like to your own collection, mark favourites and choose what to eat this
          week.
        </p>
      </div>
    </div>
  );
}
