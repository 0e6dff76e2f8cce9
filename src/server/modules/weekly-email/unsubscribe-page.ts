import { directionOf, type Locale } from '../../../shared/i18n/locales.ts';
import { translatorFor } from '../../lib/i18n.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** What the unsubscribe address shows: asking to turn it off (GET), or that it is off (POST, or a GET once it is). */
export type UnsubscribeState = 'ask' | 'off';

/**
 * The small page at the weekly email's unsubscribe address, drawn by the server in the person's language (no
 * session, no script). A GET only asks: mail scanners open every link in a message, and must not unsubscribe anyone
 * (RFC 8058 §1); the button posts to the same address, as mail programs do for one click.
 */
export function unsubscribePage(state: UnsubscribeState, locale: Locale, { action, profile }: { action: string; profile: string }): string {
  const t = translatorFor(locale);
  const title = t('weeklyEmail.unsubscribe.title');
  const body =
    state === 'ask'
      ? `<p>${escapeHtml(t('weeklyEmail.unsubscribe.ask'))}</p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(t('weeklyEmail.unsubscribe.turnOff'))}</button></form>`
      : `<p role="status">${escapeHtml(t('weeklyEmail.unsubscribe.off'))}</p>
<p><a href="${escapeHtml(profile)}">${escapeHtml(t('weeklyEmail.unsubscribe.turnOnAgain'))}</a></p>`;
  return `<!doctype html>
<html lang="${locale}" dir="${directionOf(locale)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>
<body><main><h1>${escapeHtml(title)}</h1>
${body}
</main></body>
</html>`;
}
