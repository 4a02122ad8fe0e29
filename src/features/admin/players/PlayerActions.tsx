import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { userRoles, type UserRole } from '../../../../contract/action-def';
import type { AdminUserDetail } from '../../../../contract/admin-player-models';
import { Field, SelectField } from '../../../components/Field';
import { useUser } from '../../../lib/session';
import { adminCall } from '../ui/admin-call';
import { ConfirmButton } from '../ui/ConfirmButton';
import { useAdminFormat } from '../ui/format';
import { FormButton } from '../ui/FormButton';
import styles from './Players.module.css';

type User = AdminUserDetail['user'];

/** Credit or debit with a reason; one key per opening of the dialog, so a double click applies once. */
function AdjustCoins({ user, onChanged }: { user: User; onChanged: () => void }) {
  const { t } = useTranslation();
  const f = useAdminFormat();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [key, setKey] = useState('');
  const [tried, setTried] = useState(false);
  const value = Number(amount);
  const amountOk = amount.trim() !== '' && Number.isInteger(value) && value !== 0;
  const name = user.name || t('admin_player_title', { id: user.id });
  return (
    <FormButton
      label={t('admin_adjust')}
      title={t('admin_adjust_title', { name })}
      submitLabel={t('admin_adjust_save')}
      testId="adjust-coins"
      onOpen={() => {
        setAmount('');
        setReason('');
        setTried(false);
        setKey(crypto.randomUUID());
      }}
      onSubmit={async () => {
        setTried(true);
        if (!amountOk || !reason.trim()) return false;
        const payload = { user_id: user.id, amount: value, reason: reason.trim(), adjustment_id: key };
        const done = await adminCall('admin_adjust_coins', payload, (d) =>
          t('admin_adjust_done', { coins: f.number(d.coins) }),
        );
        if (!done) return false;
        onChanged();
        return true;
      }}
    >
      <Field
        label={t('admin_adjust_amount')}
        hint={t('admin_adjust_amount_hint')}
        inputMode="numeric"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={tried && !amountOk ? t('admin_adjust_invalid') : undefined}
        data-testid="adjust-amount"
        dir="ltr"
      />
      <Field
        label={t('admin_adjust_reason')}
        hint={t('admin_adjust_reason_hint')}
        value={reason}
        maxLength={200}
        onChange={(e) => setReason(e.target.value)}
        error={tried && !reason.trim() ? t('code_103') : undefined}
        data-testid="adjust-reason"
      />
      <p className={styles.muted}>{t('admin_coins_value', { coins: f.number(user.coins) })}</p>
    </FormButton>
  );
}

function RoleControl({ user, onChanged }: { user: User; onChanged: () => void }) {
  const { t } = useTranslation();
  const [role, setRole] = useState<UserRole>(user.role);
  return (
    <div className={styles.roleControl}>
      <SelectField
        label={t('admin_role_label')}
        value={role}
        onChange={(e) => setRole(e.target.value as UserRole)}
        data-testid="role-select"
      >
        {userRoles.map((r) => (
          <option key={r} value={r}>
            {t(`admin_role_${r}`)}
          </option>
        ))}
      </SelectField>
      <ConfirmButton
        variant="secondary"
        title={t('admin_role_save')}
        body={t('admin_role_hint')}
        confirmLabel={t('admin_role_save')}
        disabled={role === user.role}
        testId="role-save"
        onConfirm={async () => {
          const done = await adminCall(
            'admin_set_role',
            { user_id: user.id, role },
            t('admin_role_done', { role: t(`admin_role_${role}`) }),
          );
          if (done) onChanged();
          return !!done;
        }}
      >
        {t('admin_role_save')}
      </ConfirmButton>
    </div>
  );
}

/** The operator's actions on one player; the ones an admin may not do to themselves are not offered. */
export function PlayerActions({ user, onChanged }: { user: User; onChanged: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const self = useUser()?.id === user.id;
  const name = user.name || t('admin_player_title', { id: user.id });
  const active = user.status === 1;
  const run = async <R,>(call: Promise<R | undefined>) => {
    const done = await call;
    if (done) onChanged();
    return !!done;
  };
  return (
    <div className={styles.actions} data-testid="player-actions">
      <AdjustCoins key={user.coins} user={user} onChanged={onChanged} />
      {self ? null : (
        <>
          <ConfirmButton
            variant={active ? 'danger' : 'primary'}
            title={t(active ? 'admin_deactivate_title' : 'admin_reactivate_title', { name })}
            body={active ? t('admin_deactivate_body') : undefined}
            confirmLabel={t(active ? 'admin_deactivate' : 'admin_reactivate')}
            testId="player-status-toggle"
            onConfirm={() =>
              run(
                adminCall(
                  'admin_set_user_status',
                  { user_id: user.id, status: active ? '0' : '1' },
                  t(active ? 'admin_deactivated_done' : 'admin_reactivated_done'),
                ),
              )
            }
          >
            {t(active ? 'admin_deactivate' : 'admin_reactivate')}
          </ConfirmButton>
          <ConfirmButton
            variant="secondary"
            title={t('admin_revoke_title', { name })}
            body={t('admin_revoke_body')}
            confirmLabel={t('admin_revoke')}
            testId="player-revoke"
            onConfirm={() =>
              run(
                adminCall('admin_revoke_sessions', { user_id: user.id }, (d) =>
                  t('admin_revoke_done', { count: d.sessions_ended }),
                ),
              )
            }
          >
            {t('admin_revoke')}
          </ConfirmButton>
          <RoleControl key={user.role} user={user} onChanged={onChanged} />
          <ConfirmButton
            title={t('admin_delete_title', { name })}
            body={t('admin_delete_body')}
            confirmLabel={t('admin_delete')}
            testId="player-delete"
            onConfirm={async () => {
              const done = await adminCall('admin_delete_user', { user_id: user.id }, t('admin_delete_done'));
              if (done) void navigate('/admin/players');
              return !!done;
            }}
          >
            {t('admin_delete')}
          </ConfirmButton>
        </>
      )}
    </div>
  );
}
