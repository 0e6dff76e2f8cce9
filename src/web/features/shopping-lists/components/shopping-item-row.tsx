import { useId } from 'react';
import type { ShoppingItem } from '../../../../shared/shopping.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { amountText, itemLabel, itemSource } from '../shopping-items.ts';

export interface ShoppingItemRowProps {
  item: ShoppingItem;
  onTick: (checked: boolean) => void;
  onRemove: () => void;
  removing: boolean;
  /** Offered once the item is ticked: what was bought can go into the pantry (docs/decisions/0079-the-pantry.md). */
  onAddToPantry: () => void;
  addingToPantry: boolean;
}

/**
 * One item: the whole row is the checkbox's label, so a thumb anywhere on it ticks it. The checkbox is named
 * "onions, 700 g" (item first); what it is for is its description.
 */
export function ShoppingItemRow({ item, onTick, onRemove, removing, onAddToPantry, addingToPantry }: ShoppingItemRowProps) {
  const t = useT();
  const id = useId();
  const source = itemSource(item);
  const amount = amountText(item);
  return (
    <li className={item.checked ? 'shopping-item shopping-item--done' : 'shopping-item'}>
      <label className="shopping-item__main">
        <input
          type="checkbox"
          className="shopping-item__box"
          checked={item.checked}
          onChange={(event) => onTick(event.target.checked)}
          aria-label={itemLabel(item)}
          aria-describedby={source ? `${id}-source` : undefined}
        />
        <span className="shopping-item__text">
          <span className="shopping-item__name">{item.item}</span>
          {amount ? <span className="shopping-item__amount">{amount}</span> : null}
          {source ? (
            <span id={`${id}-source`} className="shopping-item__source">
              {source}
            </span>
          ) : null}
        </span>
      </label>
      {item.checked ? (
        <Button variant="ghost" className="shopping-item__pantry" busy={addingToPantry} onClick={onAddToPantry}>
          {t('shopping.pantry.add', { item: item.item })}
        </Button>
      ) : null}
      {item.manual ? (
        <Button
          variant="ghost"
          className="shopping-item__remove"
          aria-label={t('shopping.item.removeLabel', { item: item.item })}
          busy={removing}
          onClick={onRemove}
        >
          {t('shopping.item.remove')}
        </Button>
      ) : null}
    </li>
  );
}
