import type { Viewer } from '../../../shared/routing.ts';
import type { Me } from '../../../shared/users.ts';
import { browserStorage } from '../browser-storage.ts';
import { isSetupCachedComplete } from '../setup-complete.ts';
import { useMe } from '../../api/me/get-me.ts';

/** Setup counts as complete once userType is set, or once it is cached as complete in this browser. */
export function viewerFor(me: Me | null): Exclude<Viewer, { status: 'loading' }> {
  if (!me) return { status: 'signed-out' };
  const setupComplete = isSetupCachedComplete(browserStorage, me.id) || me.userType !== null;
  return { status: 'signed-in', setupComplete, userType: me.userType, role: me.role, championStatus: me.championStatus };
}

/** Who is looking, in the terms the shared routing and navigation rules take. */
export function useViewer(): Viewer {
  const { data, isPending } = useMe();
  if (isPending) return { status: 'loading' };
  return viewerFor(data ?? null);
}
