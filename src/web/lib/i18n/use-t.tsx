import { Trans, useLingui } from '@lingui/react';
import { Fragment, useCallback, type ReactElement } from 'react';
import type { MessageKey, MessageValues } from '../../../shared/i18n/messages.ts';

/** `t(key, values)`: a message in the active language; the component draws again when the language changes. */
export function useT(): (key: MessageKey, values?: MessageValues) => string {
  const { i18n } = useLingui();
  return useCallback((key: MessageKey, values?: MessageValues) => i18n._(key, values), [i18n]);
}

/**
 * Text values drawn as text. Lingui reads the message for elements after putting the values in, so a value's own
 * "<b>…</b>" (a person's name, a title) would be taken for an element; as a React node of its own it is drawn as
 * written. Numbers stay numbers, for plurals.
 */
function asText(values: Record<string, string | number> | undefined) {
  if (!values) return undefined;
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, typeof value === 'string' ? <Fragment key={name}>{value}</Fragment> : value]),
  );
}

/**
 * A message with elements inside it: `<0>…</0>` in the message is drawn as `components[0]` around its text, so a
 * translation can move a link within its sentence. Its string values are text (not for `select`: use `t` there).
 */
export function T({
  k,
  values,
  components,
}: {
  k: MessageKey;
  values?: Record<string, string | number>;
  components?: Record<string, ReactElement>;
}) {
  return <Trans id={k} values={asText(values)} components={components} />;
}
