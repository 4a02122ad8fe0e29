import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { IconBack, IconTrash } from '../../../components/icons';
import styles from './Lobby.module.css';

/** Beside the title: the owner may delete the room (after asking), a guest may leave it. */
export function LobbyHeaderAction({
  isOwner,
  busy,
  onDelete,
  onLeave,
}: {
  isOwner: boolean;
  busy: '' | 'start' | 'leave' | 'delete';
  onDelete: () => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  return isOwner ? (
    <Button
      variant="danger"
      small
      className={styles.headerAction}
      disabled={busy !== ''}
      onClick={onDelete}
      data-testid="lobby-delete"
    >
      <IconTrash size={18} /> {t('rooms_delete')}
    </Button>
  ) : (
    <Button
      variant="secondary"
      small
      className={styles.headerAction}
      busy={busy === 'leave'}
      onClick={onLeave}
      data-testid="lobby-leave"
    >
      <IconBack size={18} /> {t('rooms_leave')}
    </Button>
  );
}
