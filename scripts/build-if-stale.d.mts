// Types for scripts/build-if-stale.mjs (plain JavaScript so that `npm start` runs it with node alone).
export const buildOutputs: readonly string[];
export const buildInputs: readonly string[];
export function inputTimes(root: string, inputs?: readonly string[]): number[];
export function outputTimes(root: string, outputs?: readonly string[]): (number | null)[];
export function staleReason(outputs: readonly (number | null)[], inputs: readonly number[]): string | null;
