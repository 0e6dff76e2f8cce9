/**
 * What a person types or pastes into "Invitation code": the code itself, or the whole link
 * (…/accept-invite/<code>), from which the code is taken.
 */
export function invitationCodeFromInput(input: string): string {
  const trimmed = input.trim();
  const marker = '/accept-invite/';
  const at = trimmed.indexOf(marker);
  if (at === -1) return trimmed;
  const rest = trimmed.slice(at + marker.length).split(/[?#/]/)[0] ?? '';
  try {
    return decodeURIComponent(rest).trim();
  } catch {
    return rest.trim();
  }
}
