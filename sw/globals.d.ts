/** Names of the actions whose contract cache policy is 'swr' (defined by vite.config.ts). */
declare const __SWR_ACTIONS__: string[];
