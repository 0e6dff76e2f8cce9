import { Trans, useLingui } from '@lingui/react';
import { useCallback, type ReactElement } from 'react';
import type { MessageKey, MessageValues } from '../../../shared/i18n/messages.ts';

/** `t(key, values)`: a message in the active language; the component draws again when the language changes. */
export function useT(): (key: MessageKey, values?: MessageValues) => string {
  const { i18n } = useLingui();
  return useCallback((key: MessageKey, values?: MessageValues) => i18n._(key, values), [i18n]);
}

/**
 * A message with elements inside it: `<0>…</0>` in the message is drawn as `components[0]` around its text, so a
 * translation can move a link within its sentence.
 */
export function T({ k, values, components }: { k: MessageKey; values?: MessageValues; components?: Record<string, ReactElement> }) {
  return <Trans id={k} values={values} components={components} />;
}
