import { useTranslation } from 'react-i18next';
import type { UserRole } from '../../../../contract/action-def';
import { Badge } from '../ui/Badge';

export function RoleBadge({ role }: { role: UserRole }) {
  const { t } = useTranslation();
  return (
    <Badge tone={role === 'player' ? 'muted' : 'warning'} testId="player-role">
      {t(`admin_role_${role}`)}
    </Badge>
  );
}

/** users.status: 1 active, anything else deactivated. */
export function StatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  return (
    <Badge tone={status === 1 ? 'success' : 'danger'} testId="player-status">
      {t(status === 1 ? 'admin_status_active' : 'admin_status_deactivated')}
    </Badge>
  );
}
