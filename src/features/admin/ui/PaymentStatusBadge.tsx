import { useTranslation } from 'react-i18next';
import type { PaymentStatus } from '../../../../contract/wallet-models';
import { Badge, type BadgeTone } from './Badge';

const tones: Record<PaymentStatus, BadgeTone> = {
  pending: 'warning',
  completed: 'success',
  rejected: 'danger',
  cancelled: 'muted',
};

/** A redeem request's status in the player's own words for it (the wallet's strings). */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return (
    <Badge tone={tones[status]} testId="payment-status">
      {t(`wallet_status_${status}`)}
    </Badge>
  );
}
