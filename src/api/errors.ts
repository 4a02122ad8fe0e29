import { i18n } from '../lib/i18n';
import { codes, type Code } from '../../contract/codes';

/** A business error from the envelope (error:true), with its code translated for the player. */
export class ApiError extends Error {
  readonly code: Code | string;
  readonly field: string | undefined;
  readonly status: number;
  /** The server's own English text (error_msg): the console shows it beside a field it refused. */
  readonly detail: string;

  constructor(code: Code | string, englishText: string, status = 200, field?: string) {
    super(translateCode(code, englishText));
    this.detail = englishText;
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.field = field;
  }
}

/** The network could not be reached (offline, server down) and no cached answer was available. */
export class OfflineError extends Error {
  readonly code = 'offline';
  constructor() {
    super(i18n.t('offline_error'));
    this.name = 'OfflineError';
  }
}

export function translateCode(code: string, fallback?: string): string {
  return i18n.t(`code_${code}`, { defaultValue: fallback || i18n.t('code_122') });
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
export const isOfflineError = (e: unknown): e is OfflineError => e instanceof OfflineError;
/** A failed call as the error a view shows: its own code or "offline"; anything else (a bug) as code 122. */
export const asApiError = (e: unknown): ApiError | OfflineError =>
  e instanceof ApiError || e instanceof OfflineError ? e : new ApiError(codes.somethingWrong, '');
export const errorMessage = (e: unknown): string =>
  e instanceof ApiError || e instanceof OfflineError ? e.message : translateCode(codes.somethingWrong);
