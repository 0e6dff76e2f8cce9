import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Recommendation, recommendationCreateSchema } from '../../../shared/champions.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { championKeys } from './keys.ts';

export type RecommendationCreate = z.input<typeof recommendationCreateSchema>;

/** POST /api/champion/recommendations: a catalogue recipe recommended to the whole group. */
export function createRecommendation(input: RecommendationCreate): Promise<Recommendation> {
  return apiRequest<Recommendation>('/api/champion/recommendations', { method: 'POST', body: input });
}

export function useCreateRecommendation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRecommendation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: championKeys.group() }),
  });
}
