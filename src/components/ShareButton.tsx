import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShareKind } from '../../contract';
import { call, errorMessage, isApiError, isOfflineError } from '../api';
import { useUiLanguage } from '../lib/settings';
import { notify } from '../lib/toast';
import { Button } from './Button';
import { IconShare } from './icons';

/**
 * "Share" on a result (issue 19): the server makes the card from its own record of the game (create_share,
 * by reference), then the card is drawn and shared or downloaded — code loaded on the press, not before.
 */
export function ShareButton({
  kind,
  id,
  block = true,
}: {
  kind: ShareKind;
  /** The attempt's, room's or contest's id. */
  id: string | number;
  block?: boolean;
}) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const [busy, setBusy] = useState(false);

  async function share() {
    setBusy(true);
    try {
      const [card, { shareResult }] = await Promise.all([
        call('create_share', { kind, id: String(id), language }),
        import('../lib/share-card/share-result'),
      ]);
      const outcome = await shareResult(card, (key, vars) => t(key, vars));
      if (outcome === 'downloaded') notify.success(t('share_saved'), { toastId: 'share-saved' });
    } catch (e) {
      const known = isApiError(e) || isOfflineError(e);
      notify.error(known ? errorMessage(e) : t('share_failed'), { toastId: 'share-failed' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      variant="secondary"
      block={block}
      busy={busy}
      onClick={() => void share()}
      data-testid="share-result"
    >
      {busy ? null : <IconShare size={20} />} {busy ? t('share_busy') : t('share_button')}
    </Button>
  );
}
