import type * as Toastify from 'react-toastify';
import type { ToastContent, ToastOptions } from 'react-toastify';

let toastify: Promise<typeof Toastify> | null = null;

/**
 * react-toastify loads after the first paint (it is a sixth of the shell's own script): the container
 * (app/Toasts.tsx) and these calls share its chunk. A toast sent before the container mounts waits in
 * the library's queue and shows once it does.
 */
export const loadToastify = () => (toastify ??= import('react-toastify'));

type Kind = 'success' | 'error' | 'info' | 'warning';
const show = (kind: Kind, content: ToastContent, opts?: ToastOptions) =>
  void loadToastify().then(({ toast }) => toast[kind](content, opts));

/** Toast defaults of SPEC §9: 4 s, success 2 s. */
export const notify = {
  success: (msg: ToastContent, opts?: ToastOptions) => show('success', msg, { autoClose: 2000, ...opts }),
  error: (msg: ToastContent, opts?: ToastOptions) => show('error', msg, opts),
  info: (msg: ToastContent, opts?: ToastOptions) => show('info', msg, opts),
  warning: (msg: ToastContent, opts?: ToastOptions) => show('warning', msg, opts),
};
