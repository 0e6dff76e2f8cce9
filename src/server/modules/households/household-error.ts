import { householdErrorCodes } from '../../../shared/households.ts';
import { AppError } from '../../lib/app-error.ts';
import { words } from '../../lib/i18n.ts';

export type HouseholdFailure = keyof typeof householdErrorCodes;

/** All four are about the state of the households, not the request's shape: 409. */
export class HouseholdError extends AppError {
  constructor(readonly failure: HouseholdFailure) {
    super('CONFLICT', words(`error.${householdErrorCodes[failure]}`), undefined, { clientCode: householdErrorCodes[failure] });
  }
}
