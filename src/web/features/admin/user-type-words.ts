import type { MessageKey } from '../../../shared/i18n/messages.ts';
import type { UserType } from '../../../shared/users.ts';

/** How each way of taking part is named in the admin tables, as catalogue keys (stored values stay English). */
export const userTypeKeys: Record<UserType, MessageKey> = {
  regular: 'admin.userType.regular',
  champion: 'admin.userType.champion',
  both: 'admin.userType.both',
};
