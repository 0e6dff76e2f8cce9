import { PageHeading } from '../../components/ui/page-heading.tsx';

export function ShoppingListPage() {
  return (
    <div className="page">
      <PageHeading>Shopping list</PageHeading>
      <p className="lead">Everything your planned meals need this week, grouped by aisle.</p>
    </div>
  );
}
