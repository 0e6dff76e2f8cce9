import type { RecipeLanguage } from '../../../../shared/recipe-rules.ts';
import { workerTask } from '../../../lib/worker-pool/worker-task.ts';
import { extractRecipe, extractRecipeFromJson } from './extract-recipe.ts';

export interface ExtractTask {
  /** Page source, or a JSON(-LD) document when `mediaType` is json. */
  body: string;
  mediaType: 'html' | 'json';
  pageUrl: string | null;
  /** The recipe's language when the page does not say (English when not given). */
  language?: RecipeLanguage;
}

/** Runs in a worker thread of the extraction pool (extract-in-worker.ts), never on the server's event loop. */
export default workerTask(({ body, mediaType, pageUrl, language }: ExtractTask) =>
  mediaType === 'json' ? extractRecipeFromJson(body, pageUrl, language) : extractRecipe(body, pageUrl, language),
);
