import { useId, type ReactNode } from 'react';
import { aisleName } from '../aisle-names.ts';

/** One aisle of the list: a heading and its items, named by the heading so it can be reached as a region. */
export function AisleSection({ aisle, children }: { aisle: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="shopping-aisle" aria-labelledby={headingId}>
      <h2 id={headingId} className="shopping-aisle__title">
        {aisleName(aisle)}
      </h2>
      <ul className="shopping-aisle__items">{children}</ul>
    </section>
  );
}
