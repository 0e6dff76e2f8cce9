import { queryOptions, useQuery } from '@tanstack/react-query';
import { myChampionSchema, type MyChampion } from '../../../../shared/champions.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { invitationKeys } from './invitation-keys.ts';

/** GET /api/me/champion: whose group the person is in now (to explain a move before it happens). */
export function getMyChampion(signal?: AbortSignal): Promise<MyChampion> {
  return apiRequest('/api/me/champion', { signal, schema: myChampionSchema });
}

export const myChampionOptions = () =>
  queryOptions({ queryKey: invitationKeys.myChampion(), queryFn: ({ signal }) => getMyChampion(signal) });

export function useMyChampion(enabled = true) {
  return useQuery({ ...myChampionOptions(), enabled });
}
