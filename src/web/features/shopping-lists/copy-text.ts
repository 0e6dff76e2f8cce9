/**
 * Puts text on the clipboard: the Clipboard API where the browser offers it (secure pages, with permission),
 * else the older copy command on a hidden text area. Resolves false when neither worked, so the caller can
 * show the text for the person to copy themselves.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, page not focused): try the older way.
  }
  return copyWithCommand(text);
}

function copyWithCommand(text: string): boolean {
  const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  area.style.position = 'fixed';
  area.style.top = '0';
  area.style.left = '0';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  let copied = false;
  try {
    // Deprecated, but the only way left where the Clipboard API is missing (plain http, older browsers).
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  previous?.focus();
  return copied;
}
