/** Initials and first name for the profile menu; "Profile" when there is no name. */
export function profileLabel(name: string | null | undefined): { initials: string; firstName: string } | null {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = parts[0];
  if (!first) return null;
  const last = parts.length > 1 ? parts[parts.length - 1] : undefined;
  const initials = (first.charAt(0) + (last ? last.charAt(0) : '')).toUpperCase();
  return { initials, firstName: first };
}
