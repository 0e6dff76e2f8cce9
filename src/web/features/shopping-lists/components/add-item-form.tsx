import { useState, type FormEvent, type Ref } from 'react';
import type { DateRange } from '../../../../shared/meal-plans.ts';
import { MAX_MANUAL_ITEM, manualItemCreateSchema, type ShoppingItem } from '../../../../shared/shopping.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { errorMessageOf } from '../../../lib/error-message.ts';
import { useAddManualItem } from '../../../api/shopping-list/add-manual-item.ts';

export interface AddItemFormProps {
  range: DateRange;
  inputRef: Ref<HTMLInputElement>;
  onAdded: (item: ShoppingItem) => void;
}

/** "Add an item": anything the plan does not cover (bin bags, 2 l milk), checked by the same rule as the server's. */
export function AddItemForm({ range, inputRef, onAdded }: AddItemFormProps) {
  const add = useAddManualItem(range);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = manualItemCreateSchema.safeParse({ text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Write the item to add');
      return;
    }
    add.mutate(parsed.data.text, {
      onSuccess: (item) => {
        setText('');
        setError(undefined);
        onAdded(item);
      },
      onError: (cause) => setError(errorMessageOf(cause) ?? 'The item could not be added. Please try again.'),
    });
  };

  return (
    <form className="shopping-add" onSubmit={submit} noValidate>
      <Field
        label="Add an item"
        hint="Anything else you need, such as “2 l milk” or “bin bags”."
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
        Add
      </Button>
    </form>
  );
}
