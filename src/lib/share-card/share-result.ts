// Loaded when the player presses Share (src/components/ShareButton.tsx), never with the app: the canvas
// drawing and the card's layout stay out of the initial bundle.
import type { ShareCard } from '../../../contract';
import { cardLayout, cardText, type Translate } from '../../../contract/share-card';
import { drawCard } from './draw';

export type ShareOutcome = 'shared' | 'downloaded' | 'cancelled';

/** A file name from the site's name: letters, digits and dashes only. */
const fileName = (card: ShareCard) =>
  `${
    card.site_name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'result'
  }-${card.id.slice(0, 8)}.png`;

function download(file: File) {
  const url = URL.createObjectURL(file);
  const a = document.createElement('a');
  a.href = url;
  a.download = file.name;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  // The download has started from the click; the URL is freed once it surely has.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Draws the server's card (its figures, never the screen's) and hands it to the device's share sheet with
 * the file where the browser can share files; otherwise — or when the share sheet refuses, e.g. because
 * the press is too long ago after the network round trip — the picture is downloaded.
 */
export async function shareResult(card: ShareCard, t: Translate): Promise<ShareOutcome> {
  const blob = await drawCard(cardLayout(card, cardText(card, t)));
  const file = new File([blob], fileName(card), { type: 'image/png' });
  const data: ShareData = {
    files: [file],
    title: card.site_name,
    text: `${t('share_text', { site: card.site_name })} ${card.url}`,
  };
  if (typeof navigator.share === 'function' && navigator.canShare?.({ files: [file] })) {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (e) {
      if (e instanceof DOMException && e.name === 'AbortError') return 'cancelled';
    }
  }
  download(file);
  return 'downloaded';
}
