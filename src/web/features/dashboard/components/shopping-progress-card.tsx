import { Link } from 'react-router';
import type { DateRange } from '../../../../shared/meal-plans.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useShoppingList } from '../../../api/shopping-list/get-shopping-list.ts';
import { shoppingListHref } from '../dashboard-week.ts';
import { DashboardSection, SectionError } from './dashboard-section.tsx';

/** How far through this week's shopping the person is: "3 of 10 items ticked". */
export function ShoppingProgressCard({ week }: { week: DateRange }) {
  const list = useShoppingList(week);
  const items = list.data?.items ?? [];
  const ticked = items.filter((item) => item.checked).length;
  return (
    <DashboardSection title="Shopping list">
      {list.isPending ? (
        <Skeleton />
      ) : list.isError ? (
        <SectionError what="Your shopping list" error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : items.length === 0 ? (
        <p className="muted">Nothing on your list this week yet. Plan some meals and their ingredients appear on it.</p>
      ) : (
        <>
          <p className="dashboard-card__figure">
            {ticked} of {items.length} {items.length === 1 ? 'item' : 'items'} ticked
          </p>
          <span className="progress-bar" aria-hidden="true">
            <span className="progress-bar__fill" style={{ width: `${(ticked / items.length) * 100}%` }} />
          </span>
        </>
      )}
      <p>
        <Link to={shoppingListHref(week)}>View this week&rsquo;s shopping list</Link>
      </p>
    </DashboardSection>
  );
}
