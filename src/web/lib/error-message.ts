import { isRouteErrorResponse } from 'react-router';
import { translate } from './i18n/i18n.ts';

/** The message of anything thrown, or null when it has none (the error boundary then says "Unknown error"). */
export function errorMessageOf(error: unknown): string | null {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    if (typeof data === 'string' && data) return data;
    return error.statusText || null;
  }
  if (error instanceof Error) return error.message || null;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    return typeof message === 'string' && message ? message : null;
  }
  return null;
}

export function errorBoundaryText(error: unknown): string {
  return translate('app.somethingWentWrong', { message: errorMessageOf(error) ?? translate('app.unknownError') });
}
