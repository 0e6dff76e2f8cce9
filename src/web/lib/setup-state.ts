import { setupDraftSchema, type SetupDraft } from '../../shared/users.ts';
import { setupDataKey, type KeyValueStorage } from './setup-complete.ts';

export * from './setup-complete.ts';

export function loadSetupDraft(storage: KeyValueStorage, uid: string): SetupDraft {
  const raw = storage.getItem(setupDataKey(uid));
  if (!raw) return {};
  try {
    const parsed = setupDraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export function saveSetupDraft(storage: KeyValueStorage, uid: string, draft: SetupDraft): void {
  storage.setItem(setupDataKey(uid), JSON.stringify(draft));
}
