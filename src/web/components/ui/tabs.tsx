import { useRef, type KeyboardEvent } from 'react';

export interface Tab<K extends string> {
  key: K;
  label: string;
}

export interface TabsProps<K extends string> {
  label: string;
  tabs: readonly Tab<K>[];
  selected: K;
  onSelect: (key: K) => void;
  /** The id of the panel the selected tab controls. */
  panelId: string;
  idPrefix: string;
}

/**
 * A tab list (WAI-ARIA APG, automatic activation): arrow keys, Home and End move between tabs and select them;
 * only the selected tab is in the tab order.
 */
export function Tabs<K extends string>({ label, tabs, selected, onSelect, panelId, idPrefix }: TabsProps<K>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  // On each tab rather than the list: the tabs hold the focus, the list itself is never focused.
  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const next = { ArrowRight: index >= last ? 0 : index + 1, ArrowLeft: index <= 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.key);
    refs.current[next]?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className="tabs">
      {tabs.map((tab, index) => (
        <button
          key={tab.key}
          ref={(element) => {
            refs.current[index] = element;
          }}
          id={`${idPrefix}-${tab.key}`}
          type="button"
          role="tab"
          className="tabs__tab"
          aria-selected={tab.key === selected}
          aria-controls={tab.key === selected ? panelId : undefined}
          tabIndex={tab.key === selected ? 0 : -1}
          onClick={() => onSelect(tab.key)}
          onKeyDown={(event) => onTabKeyDown(event, index)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
