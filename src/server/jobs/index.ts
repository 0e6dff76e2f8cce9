/** Background jobs: one runner on both databases (docs/decisions/0067-one-job-runner.md). */
export { createJobRunner, type JobRunner, type JobRunnerOptions } from './job-runner.ts';
export {
  defineJobKind,
  type EnqueueOptions,
  type JobKind,
  type JobState,
  type JobStatus,
  type Period,
  type RecurringJob,
  type RetryPolicy,
  type RunningJob,
  type SomeJobKind,
} from './job-kind.ts';
export { periodKey } from './period.ts';
