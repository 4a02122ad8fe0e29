import { createStore } from 'jotai';

/** The one jotai store, shared with code outside React (the API client reads the token from it). */
export const store = createStore();
