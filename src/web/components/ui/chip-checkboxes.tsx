export interface ChipCheckboxesProps<T extends string> {
  legend: string;
  /** Every choice, in the order shown (and the order of the values handed back). */
  options: readonly T[];
  labels: Readonly<Record<T, string>>;
  values: readonly T[];
  onChange: (values: T[]) => void;
  className?: string;
}

/** A group of checkboxes drawn as chips (dietary needs and the like): a fieldset, so the legend names the group. */
export function ChipCheckboxes<T extends string>({ legend, options, labels, values, onChange, className }: ChipCheckboxesProps<T>) {
  const toggle = (option: T, checked: boolean) =>
    onChange(checked ? options.filter((o) => o === option || values.includes(o)) : values.filter((v) => v !== option));
  return (
    <fieldset className={['fieldset', className ?? ''].filter(Boolean).join(' ')}>
      <legend className="fieldset__legend">{legend}</legend>
      <div className="chip-list">
        {options.map((option) => (
          <label key={option} className="chip">
            <input type="checkbox" checked={values.includes(option)} onChange={(event) => toggle(option, event.target.checked)} />
            <span>{labels[option]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
