import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { call, useApi } from '../../api';
import { Button, ButtonLink } from '../../components/Button';
import { Field } from '../../components/Field';
import {
  IconBookmark,
  IconChart,
  IconCoin,
  IconEdit,
  IconGift,
  IconHistory,
  IconLogout,
  IconMedal,
  IconSettings,
  IconStar,
  IconWallet,
} from '../../components/icons';
import { Page, PageHeader } from '../../components/Page';
import { Seo } from '../../components/Seo';
import { StatTile } from '../../components/StatTile';
import { useUser, useMergeUser, useSetCoins } from '../../lib/session';
import { notify } from '../../lib/toast';
import { useFormAction } from '../../lib/use-form-action';
import { useLogout } from '../../lib/use-logout';
import { AvatarPicker } from './AvatarPicker';
import { ChangeEmail } from './ChangeEmail';
import { DeleteAccount } from './DeleteAccount';
import { DeviceSessions } from './DeviceSessions';
import styles from './ProfilePage.module.css';

function EditProfile({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const user = useUser();
  const merge = useMergeUser();
  const [name, setName] = useState(user?.name ?? '');
  const [mobile, setMobile] = useState(user?.mobile ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const { busy, error, setError, run } = useFormAction();
  // The sign-in's own detail is not edited here: an e-mail account changes its address through a link
  // (ChangeEmail), a phone account signs in with its number.
  const emailEditable = user?.type === 'mobile';
  const mobileEditable = user?.type !== 'mobile';

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!name.trim()) return setError(t('fill_all_details'));
    void run(async () => {
      const updated = await call('update_profile', {
        name: name.trim(),
        ...(mobileEditable ? { mobile: mobile.trim() } : {}),
        ...(emailEditable ? { email: email.trim() } : {}),
      });
      merge(updated);
      notify.success(t('code_106'));
      onDone();
    });
  }

  return (
    <form className={styles.card} onSubmit={submit} noValidate data-testid="profile-form">
      <h2 className={styles.cardTitle}>{t('edit_profile')}</h2>
      <Field
        label={t('name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        autoComplete="name"
        error={error || undefined}
        data-testid="profile-name"
      />
      <Field
        label={t('mobile')}
        type="tel"
        value={mobile}
        onChange={(e) => setMobile(e.target.value)}
        autoComplete="tel"
        inputMode="tel"
        disabled={!mobileEditable}
        hint={mobileEditable ? t('mobile_hint') : t('mobile_locked_hint')}
        dir="ltr"
        data-testid="profile-mobile"
      />
      <Field
        label={t('email')}
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        disabled={!emailEditable}
        hint={
          emailEditable ? undefined : t(user?.type === 'email' ? 'email_signin_hint' : 'email_locked_hint')
        }
        dir="ltr"
        data-testid="profile-email"
      />
      <div className={styles.actions}>
        <Button type="submit" busy={busy} data-testid="profile-save">
          {t('save')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}

export default function ProfilePage() {
  const { t } = useTranslation();
  const user = useUser();
  const merge = useMergeUser();
  const setCoins = useSetCoins();
  const logout = useLogout();
  const [editing, setEditing] = useState(false);
  const fresh = useApi('get_user_by_id');
  const coinScore = useApi('get_user_coin_score');

  useEffect(() => {
    if (fresh.data) merge(fresh.data);
  }, [fresh.data, merge]);
  useEffect(() => {
    if (coinScore.data) setCoins(coinScore.data);
  }, [coinScore.data, setCoins]);

  if (!user) return null;
  return (
    <Page narrow>
      <Seo title={t('profile')} />
      <PageHeader title={t('profile')} back="/" />
      <section className={styles.hero} data-testid="profile-card">
        <AvatarPicker name={user.name} src={user.profile} />
        <div className={styles.heroText}>
          <span className={styles.name} data-testid="profile-display-name">
            {user.name}
          </span>
          <span className={styles.meta}>
            <bdi>{user.email || user.mobile}</bdi>
          </span>
        </div>
      </section>
      <div className={styles.stats}>
        <StatTile Icon={IconCoin} tone="gold" value={user.coins} label={t('coins')} testId="profile-coins" />
        <StatTile
          Icon={IconStar}
          tone="primary"
          value={user.all_time_score}
          label={t('score')}
          testId="profile-score"
        />
      </div>

      {editing ? (
        <EditProfile onDone={() => setEditing(false)} />
      ) : (
        <section className={styles.card} aria-labelledby="details-title">
          <div className={styles.cardHead}>
            <h2 id="details-title" className={styles.cardTitle}>
              {t('account_details')}
            </h2>
            <Button variant="ghost" small onClick={() => setEditing(true)} data-testid="profile-edit">
              <IconEdit size={18} /> {t('edit')}
            </Button>
          </div>
          <dl className={styles.details}>
            <div>
              <dt>{t('name')}</dt>
              <dd>{user.name}</dd>
            </div>
            <div>
              <dt>{t('email')}</dt>
              <dd dir="ltr" data-testid="profile-email-value">
                {user.email || '—'}
              </dd>
            </div>
            <div>
              <dt>{t('mobile')}</dt>
              <dd dir="ltr">{user.mobile || '—'}</dd>
            </div>
            <div>
              <dt>{t('refer_code')}</dt>
              <dd>{user.refer_code || '—'}</dd>
            </div>
          </dl>
          {user.type === 'email' ? <ChangeEmail /> : null}
        </section>
      )}

      <DeviceSessions />

      <div className={styles.links}>
        <ButtonLink to="/settings/" variant="secondary" data-testid="profile-settings">
          <IconSettings size={20} /> {t('settings_title')}
        </ButtonLink>
        <ButtonLink to="/profile/statistics/" variant="secondary">
          <IconChart size={20} /> {t('mode_statistics')}
        </ButtonLink>
        <ButtonLink to="/profile/play-bookmark-questions/" variant="secondary">
          <IconBookmark size={20} /> {t('mode_bookmarks')}
        </ButtonLink>
        <ButtonLink to="/profile/badges/" variant="secondary">
          <IconMedal size={20} /> {t('nav_badges')}
        </ButtonLink>
        <ButtonLink to="/profile/coin-history/" variant="secondary">
          <IconHistory size={20} /> {t('nav_coin_history')}
        </ButtonLink>
        <ButtonLink to="/profile/wallet/" variant="secondary">
          <IconWallet size={20} /> {t('nav_wallet')}
        </ButtonLink>
        <ButtonLink to="/profile/invite/" variant="secondary">
          <IconGift size={20} /> {t('nav_invite')}
        </ButtonLink>
      </div>

      <Button
        variant="danger"
        block
        data-testid="profile-logout"
        onClick={() => {
          void logout({ revoke: 'this' }).then(() => notify.success(t('logged_out')));
        }}
      >
        <IconLogout size={20} /> {t('logout')}
      </Button>
      <Button
        variant="secondary"
        block
        data-testid="profile-logout-everywhere"
        onClick={() => {
          void logout({ revoke: 'everywhere' }).then(() => notify.success(t('logged_out_everywhere')));
        }}
      >
        <IconLogout size={20} /> {t('logout_everywhere')}
      </Button>

      <DeleteAccount />
    </Page>
  );
}
