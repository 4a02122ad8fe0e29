import { notify } from './toast';

type ShareOptions = {
  /** Said when the clipboard refuses (an insecure origin, a refused permission). */
  copyFailed: string;
  /** Where the player can copy the link by hand instead. */
  onCopyFailed: () => void;
  /** One toast at a time for repeated taps: `<id>-copied`, `<id>-copy-failed`. */
  toastId?: string;
};

/**
 * Copy to the clipboard, or share through the device's share sheet where it has one; a share that fails
 * for any reason but the player's own cancel falls back to copying the link.
 */
export function useShareLink(link: string, { copyFailed, onCopyFailed, toastId }: ShareOptions) {
  const canShare = typeof navigator.share === 'function';

  async function copy(text: string, done: string) {
    try {
      await navigator.clipboard.writeText(text);
      notify.success(done, toastId ? { toastId: `${toastId}-copied` } : undefined);
    } catch {
      notify.info(copyFailed, toastId ? { toastId: `${toastId}-copy-failed` } : undefined);
      onCopyFailed();
    }
  }

  async function share(data: Omit<ShareData, 'url'>, linkCopied: string) {
    try {
      await navigator.share({ ...data, url: link });
    } catch (e) {
      if (e instanceof DOMException && e.name === 'AbortError') return;
      await copy(link, linkCopied);
    }
  }

  return { canShare, copy, share };
}
