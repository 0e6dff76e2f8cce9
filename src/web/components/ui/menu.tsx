import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';

export type MenuItem = { kind: 'link'; label: string; to: string } | { kind: 'action'; label: string; onSelect: () => void };

export interface MenuProps {
  /** The button's content; its text is the button's accessible name. */
  trigger: ReactNode;
  items: MenuItem[];
  triggerClassName?: string;
  align?: 'start' | 'end';
  /** Called as the menu opens, so that whatever else is open can close (one menu on the screen at a time). */
  onOpen?: () => void;
}

/**
 * A menu button (WAI-ARIA APG pattern): the button opens a list of menu items; arrow keys, Home and End move
 * between them; Escape closes and returns focus to the button; Tab or a click outside closes it.
 */
export function Menu({ trigger, items, triggerClassName, align = 'end', onOpen }: MenuProps) {
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const id = useId();
  const buttonId = `${id}-button`;
  const menuId = `${id}-menu`;
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  const openAt = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
    onOpen?.();
  };

  // Focus follows the active item while the menu is open.
  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  // A click (or touch) anywhere outside the menu closes it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (containerRef.current && !containerRef.current.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(items.length - 1);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  };

  // On each item rather than the menu: the items hold the focus, the menu itself is never focused.
  const onItemKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const last = items.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setFocusIndex((i) => (i >= last ? 0 : i + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setFocusIndex((i) => (i <= 0 ? last : i - 1));
        break;
      case 'Home':
        event.preventDefault();
        setFocusIndex(0);
        break;
      case 'End':
        event.preventDefault();
        setFocusIndex(last);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      default:
        break;
    }
  };

  return (
    <div className={`menu menu--${align}`} ref={containerRef}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={triggerClassName ?? 'menu__trigger'}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        {trigger}
      </button>
      {open ? (
        <div id={menuId} role="menu" aria-labelledby={buttonId} className="menu__list">
          {items.map((item, index) => {
            const ref = (element: HTMLElement | null) => {
              itemRefs.current[index] = element;
            };
            if (item.kind === 'link') {
              return (
                <Link
                  key={item.label}
                  ref={ref}
                  role="menuitem"
                  tabIndex={-1}
                  className="menu__item"
                  to={item.to}
                  onClick={() => close(false)}
                  onKeyDown={onItemKeyDown}
                >
                  {item.label}
                </Link>
              );
            }
            return (
              <button
                key={item.label}
                ref={ref}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className="menu__item"
                onClick={() => {
                  close(false);
                  item.onSelect();
                }}
                onKeyDown={onItemKeyDown}
              >
                {item.label}
              </button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
