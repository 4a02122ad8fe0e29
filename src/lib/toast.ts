import { toast, type ToastOptions } from 'react-toastify';

/** Toast defaults of SPEC §9: 4 s, success 2 s. */
export const notify = {
  success: (msg: string, opts?: ToastOptions) => toast.success(msg, { autoClose: 2000, ...opts }),
  error: (msg: string, opts?: ToastOptions) => toast.error(msg, opts),
  info: (msg: string, opts?: ToastOptions) => toast.info(msg, opts),
  warning: (msg: string, opts?: ToastOptions) => toast.warning(msg, opts),
};
