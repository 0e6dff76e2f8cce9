import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { localToday } from '../../../shared/meal-plan-rules.ts';
import { MAX_PANTRY_TEXT, type PantryItem } from '../../../shared/pantry.ts';
import { freshnessOf } from '../../../shared/pantry/freshness.ts';
import { readableAmount } from '../../../shared/ingredients/readable-amount.ts';
import { paths } from '../../../shared/routing.ts';
import { useAddPantryItem } from '../../api/pantry/add-pantry-item.ts';
import { usePantry } from '../../api/pantry/get-pantry.ts';
import { useRemovePantryItem } from '../../api/pantry/remove-pantry-item.ts';
import { Button, buttonClassName } from '../../components/ui/button.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { formatCalendarDate, readerLocale } from '../../lib/date-format.ts';
import { errorMessageOf } from '../../lib/error-message.ts';
import { translate } from '../../lib/i18n/i18n.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { WhatCanIMake } from './components/what-can-i-make.tsx';

const messageOf = (error: unknown) => errorMessageOf(error) ?? translate('shopping.error.unknown');

/** /pantry: what the household has in the cupboard, and what it can make from it (docs/decisions/0079-the-pantry.md). */
export function PantryPage() {
  const t = useT();
  const today = localToday();
  return (
    <div className="page pantry">
      <PageHeading>{t('pantry.page.title')}</PageHeading>
      <p className="lead">{t('pantry.page.lead')}</p>
      <nav className="pantry__links">
        <Link className={buttonClassName('ghost')} to={paths.shoppingList}>
          {t('shopping.page.title')}
        </Link>
        <Link className={buttonClassName('ghost')} to={paths.mealPlanning}>
          {t('nav.mealPlanning')}
        </Link>
      </nav>
      <AddToPantryForm />
      <PantryList today={today} />
      <WhatCanIMake today={today} />
    </div>
  );
}

function AddToPantryForm() {
  const t = useT();
  const toast = useToast();
  const add = useAddPantryItem();
  const [text, setText] = useState('');
  const [bestBefore, setBestBefore] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed === '') return setError(t('validation.pantry.empty'));
    if (trimmed.length > MAX_PANTRY_TEXT) return setError(t('validation.pantry.tooLong', { max: MAX_PANTRY_TEXT }));
    add.mutate(
      { text: trimmed, bestBefore: bestBefore === '' ? null : bestBefore },
      {
        onSuccess: (item) => {
          setText('');
          setBestBefore('');
          setError(undefined);
          toast.success(t('pantry.toast.added', { item: item.item }));
        },
        onError: (cause) => setError(errorMessageOf(cause) ?? t('pantry.add.failed')),
      },
    );
  };

  return (
    <form className="pantry-add" onSubmit={submit} noValidate>
      <TextField
        label={t('pantry.add.label')}
        hint={t('pantry.add.hint')}
        error={error}
        maxChars={MAX_PANTRY_TEXT}
        value={text}
        autoComplete="off"
        className="pantry-add__field"
        onChange={(event) => {
          setText(event.target.value);
          setError(undefined);
        }}
      />
      <TextField
        label={t('pantry.add.bestBefore')}
        type="date"
        value={bestBefore}
        className="pantry-add__date"
        onChange={(event) => setBestBefore(event.target.value)}
      />
      <Button type="submit" busy={add.isPending} className="pantry-add__button">
        {t('pantry.add.submit')}
      </Button>
    </form>
  );
}

function amountOf(item: PantryItem): string | null {
  if (item.quantity === null) return null;
  return readableAmount(item.quantity, item.unit, { locale: readerLocale() }).text;
}

function PantryList({ today }: { today: string }) {
  const t = useT();
  const toast = useToast();
  const pantry = usePantry();
  const remove = useRemovePantryItem();
  const [problem, setProblem] = useState<string | null>(null);

  const onRemove = (item: PantryItem) =>
    remove.mutate(item.id, {
      onSuccess: () => {
        setProblem(null);
        toast.success(t('pantry.toast.removed', { item: item.item }));
      },
      onError: (error) => setProblem(t('pantry.removeError', { item: item.item, reason: messageOf(error) })),
    });

  return (
    <section className="pantry__section" aria-labelledby="pantry-list-title">
      <h2 id="pantry-list-title">{t('pantry.list.title')}</h2>
      {problem ? (
        <p role="alert" className="alert alert--error">
          {problem}
        </p>
      ) : null}
      {pantry.isPending ? (
        <Skeleton count={3} label={t('pantry.loading')} />
      ) : pantry.isError ? (
        <LoadError
          what={t('pantry.loadErrorWhat')}
          detail={messageOf(pantry.error)}
          retrying={pantry.isFetching}
          onRetry={() => void pantry.refetch()}
        />
      ) : pantry.data.items.length === 0 ? (
        <p className="pantry__empty">{t('pantry.list.empty')}</p>
      ) : (
        <ul className="pantry-items" aria-labelledby="pantry-list-title">
          {pantry.data.items.map((item) => {
            const amount = amountOf(item);
            const freshness = freshnessOf(item.bestBefore, today);
            return (
              <li key={item.id} className={`pantry-item pantry-item--${freshness}`}>
                <span className="pantry-item__text">
                  <span className="pantry-item__name">{item.item}</span>
                  {amount ? <span className="pantry-item__amount">{amount}</span> : null}
                  {item.bestBefore ? (
                    <span className="pantry-item__date">
                      {t('pantry.item.bestBefore', { date: formatCalendarDate(item.bestBefore, 'shortDate') })}
                    </span>
                  ) : null}
                  {freshness === 'past' || freshness === 'near' ? (
                    <span className="pantry-item__freshness">{t(freshness === 'past' ? 'pantry.item.past' : 'pantry.item.near')}</span>
                  ) : null}
                </span>
                <Button
                  variant="ghost"
                  aria-label={t('pantry.item.removeLabel', { item: item.item })}
                  busy={remove.isPending && remove.variables === item.id}
                  onClick={() => onRemove(item)}
                >
                  {t('pantry.item.remove')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
