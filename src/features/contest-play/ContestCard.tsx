import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contest } from '../../../contract/contest-models';
import { call, errorMessage } from '../../api';
import { Button, ButtonLink } from '../../components/Button';
import { Card } from '../../components/Card';
import {
  IconBell,
  IconCheck,
  IconClock,
  IconCoin,
  IconEye,
  IconPlay,
  IconPodium,
  IconUsers,
} from '../../components/icons';
import { Verdict } from '../../components/Verdict';
import { numberLocale } from '../../lib/i18n';
import { notify } from '../../lib/toast';
import styles from './Contests.module.css';
import { countdown, formatWindow } from './format';
import { contestPaths } from './paths';
import { playerTimeZone } from './state';

const medals = ['gold', 'silver', 'bronze'] as const;

/** One contest: picture, name and text, its window and countdown, fee, prizes, players and what to do. */
export function ContestCard({
  contest: c,
  now,
  onPlay,
  onReminded,
}: {
  contest: Contest;
  /** The server's now (ms), for the countdown. */
  now: number;
  onPlay: (contest: Contest) => void;
  onReminded: (contest: Contest, reminded: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const n = (v: number) => new Intl.NumberFormat(numberLocale(i18n.language)).format(v);
  const paths = contestPaths(c.id);
  const target = Date.parse(c.status === 'upcoming' ? c.starts_at : c.ends_at);
  const left = countdown(target, now);
  const time = left.days ? t('contest_days_clock', { count: left.days, clock: left.clock }) : left.clock;

  return (
    <Card as="li" pressed className={styles.card} data-testid={`contest-${c.id}`} data-status={c.status}>
      <div className={styles.hero}>
        {c.image ? (
          <img className={styles.image} src={c.image} alt="" loading="lazy" />
        ) : (
          <span className={styles.art} aria-hidden="true">
            <IconPodium size={44} />
          </span>
        )}
        {c.status !== 'past' ? (
          <span className={styles.countdown} data-testid={`contest-${c.id}-countdown`} role="timer">
            <IconClock size={16} />
            <span>
              {c.status === 'live' ? t('contest_ends_in') : t('contest_starts_in')}{' '}
              <bdi dir="ltr">{time}</bdi>
            </span>
          </span>
        ) : null}
      </div>

      <div className={styles.body}>
        <div className={styles.chips}>
          {c.status === 'live' ? (
            <Verdict tone="danger" className={styles.liveChip}>
              {t('contest_live')}
            </Verdict>
          ) : null}
          {c.played ? (
            <Verdict tone="success" data-testid={`contest-${c.id}-played`}>
              <IconCheck size={14} /> {t('contest_played')}
            </Verdict>
          ) : null}
          {c.my_prize > 0 ? (
            <Verdict tone="neutral" data-testid={`contest-${c.id}-prize`}>
              <IconCoin size={14} /> {t('contest_your_prize', { coins: n(c.my_prize) })}
            </Verdict>
          ) : null}
          {c.status === 'past' && c.settled ? <Verdict tone="neutral">{t('contest_settled')}</Verdict> : null}
        </div>
        <h2 className={styles.name} dir="auto">
          {c.name}
        </h2>
        {c.description ? (
          <p className={styles.description} dir="auto">
            {c.description}
          </p>
        ) : null}
        <p className={styles.when}>
          <IconClock size={16} />
          <span>{formatWindow(i18n.language, c.starts_at, c.ends_at, playerTimeZone())}</span>
        </p>

        <dl className={styles.facts}>
          <div>
            <dt>{t('contest_fee')}</dt>
            <dd data-testid={`contest-${c.id}-fee`}>
              {c.entry_fee ? (
                <>
                  <IconCoin size={16} /> {n(c.entry_fee)}
                </>
              ) : (
                t('contest_free')
              )}
            </dd>
          </div>
          <div>
            <dt>{t('contest_players')}</dt>
            <dd data-testid={`contest-${c.id}-participants`}>
              <IconUsers size={16} /> {n(c.participants)}
            </dd>
          </div>
          <div>
            <dt>{t('contest_questions')}</dt>
            <dd>{n(c.questions)}</dd>
          </div>
          {c.my_rank !== null ? (
            <div>
              <dt>{t('contest_your_rank')}</dt>
              <dd data-testid={`contest-${c.id}-rank`}>#{n(c.my_rank)}</dd>
            </div>
          ) : null}
        </dl>

        {c.prizes.length ? (
          <section className={styles.prizes} aria-label={t('contest_prizes')}>
            <h3 className={styles.prizesTitle}>{t('contest_prizes')}</h3>
            <ol className={styles.prizeList}>
              {c.prizes.map((p) => (
                <li key={p.rank} className={styles.prize} data-medal={medals[p.rank - 1] ?? 'none'}>
                  <span className={styles.prizeRank}>{t('contest_rank_n', { rank: n(p.rank) })}</span>
                  <span className={styles.prizeCoins}>
                    <IconCoin size={14} /> {n(p.coins)}
                  </span>
                </li>
              ))}
            </ol>
          </section>
        ) : null}

        <div className={styles.actions}>
          <Actions contest={c} paths={paths} onPlay={onPlay} onReminded={onReminded} />
        </div>
      </div>
    </Card>
  );
}

function Actions({
  contest: c,
  paths,
  onPlay,
  onReminded,
}: {
  contest: Contest;
  paths: ReturnType<typeof contestPaths>;
  onPlay: (contest: Contest) => void;
  onReminded: (contest: Contest, reminded: boolean) => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  async function toggleReminder() {
    setBusy(true);
    try {
      const res = await call('set_contest_reminder', { contest_id: c.id, remind: c.reminded ? '0' : '1' });
      onReminded(c, res.reminded);
      notify.success(t(res.reminded ? 'contest_reminder_on' : 'contest_reminder_off'), {
        toastId: `reminder-${c.id}`,
      });
    } catch (e) {
      notify.error(errorMessage(e), { toastId: `reminder-${c.id}` });
    } finally {
      setBusy(false);
    }
  }

  const board = (
    <ButtonLink to={paths.board} variant="secondary" block data-testid={`contest-${c.id}-board`}>
      <IconPodium size={18} /> {t('contest_leaderboard')}
    </ButtonLink>
  );
  if (c.status === 'live')
    return c.played ? (
      board
    ) : (
      <Button variant="gold" block onClick={() => onPlay(c)} data-testid={`contest-${c.id}-play`}>
        <IconPlay size={18} /> {t('contest_play')}
      </Button>
    );
  if (c.status === 'upcoming')
    return (
      <Button
        variant={c.reminded ? 'secondary' : 'primary'}
        block
        busy={busy}
        aria-pressed={c.reminded}
        onClick={() => void toggleReminder()}
        data-testid={`contest-${c.id}-remind`}
      >
        {c.reminded ? <IconCheck size={18} /> : <IconBell size={18} />}{' '}
        {t(c.reminded ? 'contest_reminded' : 'contest_remind_me')}
      </Button>
    );
  return (
    <>
      {board}
      {c.played ? (
        <ButtonLink to={paths.answers} variant="ghost" block data-testid={`contest-${c.id}-answers`}>
          <IconEye size={18} /> {t('contest_your_answers')}
        </ButtonLink>
      ) : null}
    </>
  );
}
