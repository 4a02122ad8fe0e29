import { Bounce, ToastContainer } from 'react-toastify';

/** The toast container, in the chunk react-toastify loads in (lib/toast.ts). */
export default function Toasts({ rtl, dark }: { rtl: boolean; dark: boolean }) {
  return (
    <ToastContainer
      position="top-center"
      limit={20}
      autoClose={4000}
      newestOnTop
      rtl={rtl}
      transition={Bounce}
      theme={dark ? 'dark' : 'light'}
    />
  );
}
