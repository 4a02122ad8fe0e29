import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';

/** Leaving mid-game forfeits it, and a paid entry fee with it: asked before it happens. */
export function LeaveDialog({
  ref,
  fee,
  onStay,
  onLeave,
}: {
  ref: Ref<HTMLDialogElement>;
  /** The entry fee lost by leaving; 0 when nothing was paid. */
  fee: number;
  onStay: () => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      ref={ref}
      title={t('battle_leave_title')}
      testId="leave-dialog"
      actions={
        <>
          <Button onClick={onStay} data-testid="leave-cancel">
            {t('keep_playing')}
          </Button>
          <Button variant="danger" onClick={onLeave} data-testid="leave-confirm">
            {t('battle_leave')}
          </Button>
        </>
      }
    >
      {fee > 0 ? t('battle_leave_text_fee', { count: fee }) : t('battle_leave_text')}
    </Dialog>
  );
}
