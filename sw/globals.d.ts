/**
 * Actions whose contract cache policy is 'swr', each with whether its answer depends on the player
 * (auth other than 'none'). Defined by vite.config.ts.
 */
declare const __SWR_ACTIONS__: Record<string, boolean>;
