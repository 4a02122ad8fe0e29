import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { IconTrash } from '../../../components/icons';

/** Deleting sends everyone in the room back to setup: the owner confirms it first. */
export function DeleteRoomDialog({
  ref,
  deleting,
  onDelete,
  onCancel,
}: {
  ref: Ref<HTMLDialogElement>;
  deleting: boolean;
  onDelete: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      ref={ref}
      title={t('rooms_delete_title')}
      testId="lobby-delete-dialog"
      actions={
        <>
          <Button variant="danger" busy={deleting} onClick={onDelete} data-testid="lobby-delete-confirm">
            <IconTrash size={18} /> {t('rooms_delete_confirm')}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {t('cancel')}
          </Button>
        </>
      }
    >
      {t('rooms_delete_text')}
    </Dialog>
  );
}
