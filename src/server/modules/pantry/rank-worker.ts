import { workerTask } from '../../lib/worker-pool/worker-task.ts';
import { rankCatalogue } from './rank-catalogue.ts';

/** Runs in a worker thread of the ranking's pool (catalogue-postings.ts), never on the server's event loop. */
export default workerTask(rankCatalogue);
