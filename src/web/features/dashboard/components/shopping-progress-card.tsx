import { Link } from 'react-router';
import type { DateRange } from '../../../../shared/meal-plans.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useShoppingList } from '../../../api/shopping-list/get-shopping-list.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { shoppingListHref } from '../dashboard-week.ts';
import { DashboardSection, SectionError } from './dashboard-section.tsx';

/** How far through this week's shopping the person is: "3 of 10 items ticked". */
export function ShoppingProgressCard({ week }: { week: DateRange }) {
  const list = useShoppingList(week);
  const t = useT();
  const items = list.data?.items ?? [];
  const ticked = items.filter((item) => item.checked).length;
  return (
    <DashboardSection title={t('dashboard.shopping.title')}>
      {list.isPending ? (
        <Skeleton />
      ) : list.isError ? (
        <SectionError what="shoppingList" error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : items.length === 0 ? (
        <p className="muted">{t('dashboard.shopping.empty')}</p>
      ) : (
        <>
          <p className="dashboard-card__figure">{t('dashboard.shopping.progress', { ticked, total: items.length })}</p>
          <span className="progress-bar" aria-hidden="true">
            <span className="progress-bar__fill" style={{ width: `${(ticked / items.length) * 100}%` }} />
          </span>
        </>
      )}
      <p>
        <Link to={shoppingListHref(week)}>{t('dashboard.shopping.link')}</Link>
      </p>
    </DashboardSection>
  );
}
