import { useMutation } from '@tanstack/react-query';
import type { RecipeImportRequest, RecipeImportResponse } from '../../../shared/recipe-import.ts';
import { apiRequest } from '../../lib/api-client.ts';

/** POST /api/recipes/import: a draft read from a web page (by address or pasted source), not yet saved. */
export function importRecipe(input: RecipeImportRequest): Promise<RecipeImportResponse> {
  return apiRequest<RecipeImportResponse>('/api/recipes/import', { method: 'POST', body: input });
}

export function useImportRecipe() {
  return useMutation({ mutationFn: importRecipe });
}
