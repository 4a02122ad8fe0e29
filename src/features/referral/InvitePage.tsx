import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReferralInfo } from '../../../contract/account-models';
import { call, errorMessage, useApi } from '../../api';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { LinkField } from '../../components/LinkField';
import {
  IconCheck,
  IconClock,
  IconCoin,
  IconCopy,
  IconGift,
  IconShare,
  IconUsers,
} from '../../components/icons';
import { ErrorState, Page, PageHeader } from '../../components/Page';
import { Seo } from '../../components/Seo';
import { Skeleton } from '../../components/Skeleton';
import { StatTile } from '../../components/StatTile';
import { useSetCoins, useMergeUser } from '../../lib/session';
import { configNumber, useSystemConfig } from '../../lib/settings';
import { notify } from '../../lib/toast';
import { useShareLink } from '../../lib/use-share-link';
import styles from './InvitePage.module.css';

const inviteLink = (code: string) =>
  `${window.location.origin}/auth/sign-up/?ref=${encodeURIComponent(code)}`;

function ShareCode({ code, joinerCoins }: { code: string; joinerCoins: number }) {
  const { t } = useTranslation();
  const linkField = useRef<HTMLInputElement>(null);
  const link = inviteLink(code);
  const { canShare, copy, share } = useShareLink(link, {
    copyFailed: t('invite_copy_failed'),
    onCopyFailed: () => {
      linkField.current?.focus();
      linkField.current?.select();
    },
  });
  const copyLink = () => void copy(link, t('invite_link_copied'));

  return (
    <section className={styles.hero} aria-labelledby="invite-code-label">
      <span className={styles.heroIcon} aria-hidden="true">
        <IconGift size={40} />
      </span>
      <h2 id="invite-code-label" className={styles.codeLabel}>
        {t('invite_your_code')}
      </h2>
      <p className={styles.code} dir="ltr" data-testid="invite-code">
        {code}
      </p>
      <div className={styles.shareRow}>
        {canShare ? (
          <Button
            variant="gold"
            onClick={() =>
              void share(
                {
                  title: t('invite_share_title'),
                  text: t('invite_share_text', { code, coins: joinerCoins }),
                },
                t('invite_link_copied'),
              )
            }
            data-testid="invite-share"
          >
            <IconShare size={20} /> {t('invite_share')}
          </Button>
        ) : null}
        <Button variant={canShare ? 'secondary' : 'gold'} onClick={copyLink} data-testid="invite-copy">
          <IconCopy size={20} /> {t('invite_copy_link')}
        </Button>
      </div>
      <LinkField ref={linkField} label={t('invite_link_label')} link={link} testId="invite-link" />
    </section>
  );
}

function HowItWorks({ ownerCoins, joinerCoins }: { ownerCoins: number; joinerCoins: number }) {
  const { t } = useTranslation();
  const steps = [
    t('invite_step_share'),
    t('invite_step_join', { coins: joinerCoins }),
    t('invite_step_earn', { coins: ownerCoins }),
  ];
  return (
    <section className={styles.card} aria-labelledby="invite-how">
      <h2 id="invite-how" className={styles.cardTitle}>
        {t('invite_how_title')}
      </h2>
      <ol className={styles.steps} data-testid="invite-steps">
        {steps.map((step, i) => (
          <li key={step} className={styles.step}>
            <span className={styles.stepNumber} aria-hidden="true">
              {i + 1}
            </span>
            <span>{step}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function EnterCode({ info, onApplied }: { info: ReferralInfo; onApplied: () => void }) {
  const { t } = useTranslation();
  const setCoins = useSetCoins();
  const merge = useMergeUser();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  if (!info.can_apply) {
    return (
      <p className={styles.used} data-testid="invite-used">
        <IconCheck size={20} />{' '}
        {info.reward_pending
          ? t('invite_used_pending', { code: info.friends_code, coins: info.refer_coin })
          : t('invite_used', { code: info.friends_code })}
      </p>
    );
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!code.trim()) return setError(t('fill_all_details'));
    setBusy(true);
    setError('');
    try {
      const applied = await call('apply_referral_code', { friends_code: code.trim() });
      setCoins({ coins: applied.coins });
      merge({ friends_code: applied.friends_code });
      notify.success(t('invite_applied', { coins: applied.coins_pending }));
      onApplied();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="invite-enter">
      <h2 id="invite-enter" className={styles.cardTitle}>
        {t('invite_enter_title')}
      </h2>
      <p className={styles.muted}>{t('invite_enter_text', { coins: info.refer_coin })}</p>
      <div className={styles.enterRow}>
        <Field
          label={t('invite_enter_label')}
          value={code}
          onChange={(e) => setCode(e.target.value.toUpperCase())}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          dir="ltr"
          error={error || undefined}
          data-testid="invite-enter-code"
        />
        <Button type="submit" busy={busy} data-testid="invite-apply">
          {t('invite_apply')}
        </Button>
      </div>
    </form>
  );
}

function Tally({ info }: { info: ReferralInfo }) {
  const { t } = useTranslation();
  return (
    <div className={styles.tally}>
      <StatTile
        Icon={IconUsers}
        tone="primary"
        value={info.friends_joined}
        label={t('invite_friends_joined')}
        testId="invite-friends-joined"
      />
      <StatTile
        Icon={IconCoin}
        tone="gold"
        value={info.coins_earned}
        label={t('invite_coins_earned')}
        testId="invite-coins-earned"
      />
      {info.friends_pending > 0 ? (
        <>
          <StatTile
            Icon={IconClock}
            tone="primary"
            value={info.friends_pending}
            label={t('invite_friends_pending')}
            testId="invite-friends-pending"
          />
          <p className={styles.pendingNote}>{t('invite_pending_note')}</p>
        </>
      ) : null}
    </div>
  );
}

export default function InvitePage() {
  const { t } = useTranslation();
  const config = useSystemConfig();
  const info = useApi('get_referral_info');
  // The public settings say what a referral pays before the player's own numbers arrive.
  const ownerCoins = configNumber(config, 'earn_coin');
  const joinerCoins = configNumber(config, 'refer_coin');

  return (
    <Page narrow>
      <Seo title={t('invite_title')} />
      <PageHeader title={t('invite_title')} subtitle={t('invite_subtitle')} back="/profile/" />
      {info.error && !info.data ? (
        <ErrorState
          message={info.error.message}
          offline={info.error.code === 'offline'}
          onRetry={info.reload}
        />
      ) : info.data ? (
        <>
          <ShareCode code={info.data.refer_code} joinerCoins={joinerCoins} />
          <Tally info={info.data} />
          <HowItWorks ownerCoins={ownerCoins} joinerCoins={joinerCoins} />
          <EnterCode info={info.data} onApplied={info.reload} />
        </>
      ) : (
        <div className={styles.loading} aria-busy="true">
          <Skeleton height={260} radius="var(--radius-xl)" />
          <Skeleton height={88} />
          <Skeleton height={200} />
        </div>
      )}
    </Page>
  );
}
