import { TransNoContext } from '@lingui/react/server';
import { Fragment, useSyncExternalStore, type ComponentProps, type ReactElement } from 'react';
import type { MessageKey } from '../../../shared/i18n/messages.ts';
import { i18n } from './i18n.ts';
import { activeLanguage, subscribe } from './use-t.ts';

// Apart from useT (use-t.ts), which every page's shell uses: Lingui's element reader loads with the pages that draw
// a message with elements in it, not in every page's first load.

// @lingui/react/server's types name @lingui/core's CommonJS declarations, the app its ES module ones: the same class.
const lingui = { i18n } as unknown as ComponentProps<typeof TransNoContext>['lingui'];

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
 * Lingui's Trans without its provider (TransNoContext), given the one translator.
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
  useSyncExternalStore(subscribe, activeLanguage, activeLanguage);
  return <TransNoContext id={k} values={asText(values)} components={components} lingui={lingui} />;
}
