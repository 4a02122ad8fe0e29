export { call, callWithMeta, onUnauthorized, prefetch } from './client';
export type { CallResult } from './client';
export {
  ApiError,
  OfflineError,
  asApiError,
  errorMessage,
  isApiError,
  isOfflineError,
  translateCode,
} from './errors';
export { useApi, SWR_MESSAGE } from './use-api';
