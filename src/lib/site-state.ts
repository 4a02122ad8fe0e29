import { atom } from 'jotai';
import { useAtomValue } from './atom-hooks';
import { clientTooOld } from '../../contract/versions';
import { configText } from './config-values';
import { systemConfigAtom } from './settings';

/** This build's version (package.json), sent to the server with every action. */
export const APP_VERSION = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0';

/**
 * What the server said during this visit: an action answered 218 (maintenance began after the page
 * loaded) or 381 (this app is older than the operator's minimum). The shell shows the page at once.
 */
export const maintenanceSaidAtom = atom(false);
export const updateSaidAtom = atom(false);

/** Whether this app must be updated: the server said so, or the public minimum is newer than it. */
const updateRequiredAtom = atom(
  (get) =>
    get(updateSaidAtom) || clientTooOld(APP_VERSION, configText(get(systemConfigAtom), 'min_client_version')),
);

export const useMaintenanceSaid = () => useAtomValue(maintenanceSaidAtom);
export const useUpdateRequired = () => useAtomValue(updateRequiredAtom);
