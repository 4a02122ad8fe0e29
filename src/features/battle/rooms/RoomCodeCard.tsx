import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { IconCopy, IconShare } from '../../../components/icons';
import { LinkField } from '../../../components/LinkField';
import { useShareLink } from '../../../lib/use-share-link';
import type { BattleArea } from '../paths';
import { inviteLink } from './room-rules';
import styles from './Lobby.module.css';

/**
 * The room code to read out or share: copy the code, or share an invite link (Web Share where the device
 * has a share sheet, otherwise the link is copied). Without a clipboard the link is shown to copy by hand.
 */
export function RoomCodeCard({ area, code }: { area: BattleArea; code: string }) {
  const { t } = useTranslation();
  const labelId = useId();
  const linkField = useRef<HTMLInputElement>(null);
  const [manual, setManual] = useState(false);
  const link = inviteLink(area, code);
  const { canShare, copy, share } = useShareLink(link, {
    copyFailed: t('rooms_copy_failed'),
    toastId: 'room',
    onCopyFailed: () => {
      setManual(true);
      // The field appears with this render: select it once it is there.
      requestAnimationFrame(() => linkField.current?.select());
    },
  });

  return (
    <section className={styles.codeCard} aria-labelledby={labelId}>
      <h2 id={labelId} className={styles.codeLabel}>
        {t('rooms_code_title')}
      </h2>
      <p className={styles.code} dir="ltr" data-testid="lobby-code">
        {code}
      </p>
      <div className={styles.shareRow}>
        <Button
          variant="secondary"
          small
          onClick={() => void copy(code, t('rooms_code_copied'))}
          data-testid="lobby-copy-code"
        >
          <IconCopy size={18} /> {t('rooms_copy_code')}
        </Button>
        {canShare ? (
          <Button
            variant="gold"
            small
            onClick={() =>
              void share(
                { title: t('rooms_share_title'), text: t('rooms_share_text', { code }) },
                t('rooms_link_copied'),
              )
            }
            data-testid="lobby-share"
          >
            <IconShare size={18} /> {t('rooms_share')}
          </Button>
        ) : (
          <Button
            variant="gold"
            small
            onClick={() => void copy(link, t('rooms_link_copied'))}
            data-testid="lobby-copy-link"
          >
            <IconShare size={18} /> {t('rooms_copy_link')}
          </Button>
        )}
      </div>
      {manual ? (
        <LinkField ref={linkField} label={t('rooms_link_label')} link={link} testId="lobby-link" />
      ) : null}
    </section>
  );
}
