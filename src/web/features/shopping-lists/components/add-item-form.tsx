import { useState, type FormEvent, type Ref } from 'react';
import type { DateRange } from '../../../../shared/meal-plans.ts';
import { MAX_MANUAL_ITEM, manualItemCreateSchema, type ShoppingItem } from '../../../../shared/shopping.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { errorMessageOf } from '../../../lib/error-message.ts';
import { translate } from '../../../lib/i18n/i18n.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useAddManualItem } from '../../../api/shopping-list/add-manual-item.ts';

export interface AddItemFormProps {
  range: DateRange;
  inputRef: Ref<HTMLInputElement>;
  onAdded: (item: ShoppingItem) => void;
}

/** What is wrong with an item, in the person's words: the shared rule's issue, by its kind. */
function itemProblem(issue: { code: string } | undefined): string {
  if (issue?.code === 'too_big') return translate('shopping.addItem.tooLong', { max: MAX_MANUAL_ITEM });
  return translate('shopping.addItem.empty');
}

/** "Add an item": anything the plan does not cover (bin bags, 2 l milk), checked by the same rule as the server's. */
export function AddItemForm({ range, inputRef, onAdded }: AddItemFormProps) {
  const t = useT();
  const add = useAddManualItem(range);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = manualItemCreateSchema.safeParse({ text });
    if (!parsed.success) {
      setError(itemProblem(parsed.error.issues[0]));
      return;
    }
    add.mutate(parsed.data.text, {
      onSuccess: (item) => {
        setText('');
        setError(undefined);
        onAdded(item);
      },
      onError: (cause) => setError(errorMessageOf(cause) ?? t('shopping.addItem.failed')),
    });
  };

  return (
    <form className="shopping-add" onSubmit={submit} noValidate>
      <Field
        label={t('shopping.addItem.label')}
        hint={t('shopping.addItem.hint')}
        error={error}
        limit={{ length: text.length, max: MAX_MANUAL_ITEM }}
        className="shopping-add__field"
      >
        {(control) => (
          <input
            {...control}
            ref={inputRef}
            className="field__input"
            value={text}
            autoComplete="off"
            enterKeyHint="done"
            onChange={(event) => {
              setText(event.target.value);
              setError(undefined);
            }}
          />
        )}
      </Field>
      <Button type="submit" busy={add.isPending} className="shopping-add__button">
        {t('shopping.addItem.add')}
      </Button>
    </form>
  );
}
