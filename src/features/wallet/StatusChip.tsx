import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentStatus } from '../../../contract/wallet-models';
import { IconCheck, IconClock, IconCross, type IconProps } from '../../components/icons';
import styles from './Requests.module.css';

const look: Record<PaymentStatus, { Icon: ComponentType<IconProps>; className: string | undefined }> = {
  pending: { Icon: IconClock, className: styles.chipPending },
  completed: { Icon: IconCheck, className: styles.chipCompleted },
  rejected: { Icon: IconCross, className: styles.chipRejected },
  cancelled: { Icon: IconCross, className: styles.chipCancelled },
};

/** A request's status as icon + word + colour (never colour alone). */
export function StatusChip({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  const { Icon, className } = look[status];
  return (
    <span className={[styles.chip, className].join(' ')} data-testid="request-status" data-status={status}>
      <Icon size={16} />
      {t(`wallet_status_${status}`)}
    </span>
  );
}
