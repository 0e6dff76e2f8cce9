import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { DateRange } from '../../../shared/meal-plans.ts';
import { localToday } from '../../../shared/meal-plan-rules.ts';
import { paths } from '../../../shared/routing.ts';
import type { ShoppingItem } from '../../../shared/shopping.ts';
import { listText } from '../../../shared/shopping/list-text.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClassName } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { TextArea } from '../../components/ui/text-area.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { browserStorage } from '../../lib/browser-storage.ts';
import { errorMessageOf } from '../../lib/error-message.ts';
import { useOnline } from '../../lib/offline/online-status.ts';
import { translate } from '../../lib/i18n/i18n.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useMe } from '../../api/me/get-me.ts';
import { useShoppingList } from '../../api/shopping-list/get-shopping-list.ts';
import { useRemoveManualItem } from '../../api/shopping-list/remove-manual-item.ts';
import { useTickItem } from '../../api/shopping-list/tick-item.ts';
import { useAddPantryItem } from '../../api/pantry/add-pantry-item.ts';
import { usePantry } from '../../api/pantry/get-pantry.ts';
import { AddItemForm } from './components/add-item-form.tsx';
import { aisleName } from './aisle-names.ts';
import { AisleSection } from './components/aisle-section.tsx';
import { ShoppingItemRow } from './components/shopping-item-row.tsx';
import { copyText } from './copy-text.ts';
import { groupByAisle, pantryText, progressText, tickProgress, withoutPantryItems, withTicks } from './shopping-items.ts';
import { formatDateRange, readShoppingRange, shiftWeeks, shoppingListSearch } from './shopping-range.ts';

/**
 * Set the first time a person opens their list, for the dashboard's "Getting started" checklist (which reads
 * the same key: features do not import each other).
 */
const openedKey = (userId: string) => `shoppingListOpened_${userId}`;

/** "Leave out what the pantry has", remembered per person on this device (docs/decisions/0079-the-pantry.md). */
const leaveOutKey = (userId: string) => `shoppingLeaveOutPantry_${userId}`;

const messageOf = (error: unknown) => errorMessageOf(error) ?? translate('shopping.error.unknown');

/** /meal-planning/shopping-list?from=…&to=…: the list of the planned meals of a range, by default this week. */
export function ShoppingListPage() {
  const { data: me } = useMe();
  const [params] = useSearchParams();
  if (!me) return <Loading />;
  const { range, invalid } = readShoppingRange(params, localToday(), me.weekStart);
  // A new range is a new list: messages about the last one go with it.
  return <ShoppingList key={`${range.from}/${range.to}`} range={range} invalid={invalid} userId={me.id} />;
}

function ShoppingList({ range, invalid, userId }: { range: DateRange; invalid: boolean; userId: string }) {
  const list = useShoppingList(range);
  const t = useT();
  const [tickError, setTickError] = useState<string | null>(null);
  const toast = useToast();
  const [manualCopy, setManualCopy] = useState<string | null>(null);
  const addInput = useRef<HTMLInputElement>(null);
  // Ticks on their way to the server, shown at once: a checkbox React controls must change in the click's own
  // render, before the mutation (which is async) has touched the cache, or it would flick back for a moment.
  const [ticking, setTicking] = useState<ReadonlyMap<string, boolean>>(new Map());
  const tick = useTickItem(range, {
    onError: (error, { item, checked }) => {
      // A warning: the person sees the message on the page; the console keeps the detail.
      console.warn('Shopping list tick failed:', error);
      setTickError(t(checked ? 'shopping.tickError.tick' : 'shopping.tickError.untick', { item: item.item, reason: messageOf(error) }));
    },
    onSettled: ({ item, checked }) =>
      setTicking((current) => {
        // A later tick of the same item is still on its way: it decides.
        if (current.get(item.id) !== checked) return current;
        const next = new Map(current);
        next.delete(item.id);
        return next;
      }),
  });
  const remove = useRemoveManualItem(range);
  const addToPantry = useAddPantryItem();
  const [leaveOut, setLeaveOut] = useState(() => browserStorage.getItem(leaveOutKey(userId)) === 'true');
  const pantry = usePantry(leaveOut);
  const online = useOnline();
  const rangeText = formatDateRange(range);
  const documentTitle = t('shopping.page.titleWithRange', { range: rangeText });

  useEffect(() => {
    browserStorage.setItem(openedKey(userId), 'true');
  }, [userId]);

  const onTick = (item: ShoppingItem, checked: boolean) => {
    setTickError(null);
    setTicking((current) => new Map(current).set(item.id, checked));
    tick.mutate({ item, checked });
  };

  const onRemove = (item: ShoppingItem) =>
    remove.mutate(item.id, {
      onSuccess: () => {
        toast.success(t('shopping.toast.removed', { item: item.item }));
        // Its button is gone; the field to add another is the natural next stop.
        addInput.current?.focus();
      },
      onError: (error) => setTickError(t('shopping.removeError', { item: item.item, reason: messageOf(error) })),
    });

  const onAddToPantry = (item: ShoppingItem) =>
    addToPantry.mutate(
      { text: pantryText(item) },
      {
        onSuccess: () => toast.success(t('shopping.pantry.added', { item: item.item })),
        onError: (error) => setTickError(t('shopping.pantry.addError', { item: item.item, reason: messageOf(error) })),
      },
    );

  const onLeaveOut = (checked: boolean) => {
    setLeaveOut(checked);
    browserStorage.setItem(leaveOutKey(userId), checked ? 'true' : 'false');
  };

  const onCopy = async (items: ShoppingItem[]) => {
    const text = listText(items, { title: documentTitle, aisleName });
    if (await copyText(text)) {
      setManualCopy(null);
      toast.success(t('shopping.toast.copied'));
    } else {
      setManualCopy(text);
    }
  };

  const allItems = withTicks(list.data?.items ?? [], ticking);
  const pantryKeys = new Set(leaveOut ? (pantry.data?.items ?? []).map((item) => item.key) : []);
  const items = withoutPantryItems(allItems, pantryKeys);
  const leftOut = allItems.length - items.length;
  const progress = tickProgress(items);

  return (
    <div className="page shopping">
      <div className="shopping__head">
        <PageHeading title={documentTitle}>{t('shopping.page.title')}</PageHeading>
        <p className="lead shopping__range">{rangeText}</p>
      </div>

      <nav aria-label={t('shopping.weeks.label')} className="shopping__weeks">
        <Link className={buttonClassName('secondary')} to={shoppingListSearch(shiftWeeks(range, -1))}>
          <span aria-hidden="true">←</span> {t('shopping.weeks.previous')}
        </Link>
        <Link className={buttonClassName('secondary')} to={shoppingListSearch(shiftWeeks(range, 1))}>
          {t('shopping.weeks.next')} <span aria-hidden="true">→</span>
        </Link>
        <Link className={buttonClassName('ghost')} to={paths.mealPlanning}>
          {t('shopping.weeks.backToPlanner')}
        </Link>
        <Link className={buttonClassName('ghost')} to={paths.pantry}>
          {t('pantry.page.title')}
        </Link>
      </nav>

      {/* Always in the page, so that going offline is announced: a live region must exist before its text changes. */}
      <div role="status">{online ? null : <p className="alert alert--info">{t('shopping.offline')}</p>}</div>
      {invalid ? <Alert tone="info">{t('shopping.invalidRange')}</Alert> : null}
      {tickError ? (
        <div role="alert" className="alert alert--error alert--dismissible">
          <p className="alert__body">{tickError}</p>
          <Button variant="ghost" onClick={() => setTickError(null)}>
            {t('shopping.dismiss')}
          </Button>
        </div>
      ) : null}

      {list.isPending ? (
        <Skeleton count={6} label={t('shopping.loading')} />
      ) : list.isError ? (
        <LoadError
          what={t('shopping.loadErrorWhat')}
          detail={messageOf(list.error)}
          retrying={list.isFetching}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <>
          {items.length > 0 ? (
            <div className="shopping__summary">
              <div className="shopping__progress">
                <p role="status" className="shopping__progress-text">
                  {progressText(progress)}
                </p>
                <span className="shopping__bar" aria-hidden="true">
                  <span className="shopping__bar-fill" style={{ width: `${(progress.ticked / progress.total) * 100}%` }} />
                </span>
              </div>
              <div className="toolbar__actions shopping__actions">
                <Button variant="secondary" onClick={() => window.print()}>
                  {t('shopping.print')}
                </Button>
                <Button variant="secondary" onClick={() => void onCopy(items)}>
                  {t('shopping.copyAsText')}
                </Button>
              </div>
            </div>
          ) : null}
          {manualCopy !== null ? (
            <TextArea
              className="shopping__manual-copy"
              label={t('shopping.manualCopy.label')}
              hint={t('shopping.manualCopy.hint')}
              readOnly
              rows={8}
              value={manualCopy}
            />
          ) : null}

          <AddItemForm
            range={range}
            inputRef={addInput}
            onAdded={(item) => toast.success(t('shopping.toast.added', { item: item.item }))}
          />

          {items.length === 0 ? (
            <EmptyState
              title={t('shopping.empty.title')}
              action={
                <Link className={buttonClassName('primary')} to={paths.mealPlanning}>
                  {t('shopping.empty.action')}
                </Link>
              }
            >
              {t('shopping.empty.body')}
            </EmptyState>
          ) : (
            <div className="shopping__aisles">
              {groupByAisle(items).map((group) => (
                <AisleSection key={group.aisle} aisle={group.aisle}>
                  {group.items.map((item) => (
                    <ShoppingItemRow
                      key={item.id}
                      item={item}
                      onTick={(checked) => onTick(item, checked)}
                      onRemove={() => onRemove(item)}
                      removing={remove.isPending && remove.variables === item.id}
                      onAddToPantry={() => onAddToPantry(item)}
                      addingToPantry={addToPantry.isPending && addToPantry.variables.text === pantryText(item)}
                    />
                  ))}
                </AisleSection>
              ))}
            </div>
          )}
        </>
      )}

      {/* Below the list, so that a phone's first screen is the list itself. */}
      <div className="shopping__pantry">
        <label className="switch">
          <input type="checkbox" role="switch" checked={leaveOut} onChange={(event) => onLeaveOut(event.target.checked)} />
          <span>{t('shopping.pantry.leaveOut')}</span>
        </label>
        <p role="status" className="shopping__left-out">
          {leaveOut && leftOut > 0 ? t('shopping.pantry.leftOut', { count: leftOut }) : null}
        </p>
      </div>
    </div>
  );
}
