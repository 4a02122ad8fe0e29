import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { IconDown, IconUp } from '../../../components/icons';
import styles from './Categories.module.css';

interface Item {
  id: number;
  name: string;
}

/**
 * Puts a whole list in a new order with up/down buttons (keyboard and touch alike, no dragging to
 * learn), then saves it in one call. `items` is the complete list: the server refuses a partial order.
 */
export function ReorderDialog({
  items,
  onClose,
  onSave,
}: {
  items: Item[];
  onClose: () => void;
  onSave: (ids: number[]) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const [order, setOrder] = useState(items);
  const [busy, setBusy] = useState(false);
  // Mounted while open: it opens as a modal at once, with the list as it was when asked for.
  useEffect(() => {
    const dialog = ref.current;
    dialog?.showModal();
    dialog?.addEventListener('close', onClose);
    return () => dialog?.removeEventListener('close', onClose);
  }, [onClose]);
  const move = (index: number, by: number) =>
    setOrder((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return next;
    });
  const save = async () => {
    setBusy(true);
    const done = await onSave(order.map((i) => i.id));
    setBusy(false);
    if (done) onClose();
  };
  return (
    <Dialog
      ref={ref}
      title={t('admin_reorder_title')}
      testId="reorder-dialog"
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button busy={busy} onClick={() => void save()} data-testid="reorder-save">
            {t('admin_save')}
          </Button>
        </>
      }
    >
      <ol className={styles.reorder}>
        {order.map((item, index) => (
          <li key={item.id}>
            <span className={styles.position}>{index + 1}</span>
            <span dir="auto" className={styles.grow}>
              {item.name}
            </span>
            <Button
              variant="ghost"
              small
              aria-label={t('admin_move_up', { name: item.name })}
              disabled={index === 0}
              onClick={() => move(index, -1)}
            >
              <IconUp size={18} />
            </Button>
            <Button
              variant="ghost"
              small
              aria-label={t('admin_move_down', { name: item.name })}
              disabled={index === order.length - 1}
              onClick={() => move(index, 1)}
            >
              <IconDown size={18} />
            </Button>
          </li>
        ))}
      </ol>
    </Dialog>
  );
}
