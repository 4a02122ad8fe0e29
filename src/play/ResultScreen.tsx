import { useTranslation } from 'react-i18next';
import { useEffect, useRef } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { PushPrompt } from '../components/PushPrompt';
import { ButtonLink } from '../components/Button';
import {
  IconCheck,
  IconCoin,
  IconCross,
  IconEye,
  IconHome,
  IconMedal,
  IconNext,
  IconRefresh,
  IconStar,
} from '../components/icons';
import { Seo } from '../components/Seo';
import { ShareButton } from '../components/ShareButton';
import { useCelebration } from '../lib/sound/cues';
import { type PlayPaths, useLastResult } from './state';
import { Confetti } from './Confetti';
import rowStyles from '../components/ListRow.module.css';
import styles from './Result.module.css';
import { useCountUp } from './use-count-up';
import { useContinueKey } from './use-option-keys';
import { quizTypes } from '../../contract/modes';
import { ListRow } from '../components/ListRow';

const R = 70;
const C = 2 * Math.PI * R;

/** The result of any mode: score ring, counts, coins and score, and where to go next. */
export function ResultScreen({
  paths,
  nextLevel,
  replay = true,
  note,
}: {
  paths: PlayPaths;
  /** Levelled modes: the play path of a level. */
  nextLevel?: (level: number) => string;
  /** False where the same quiz cannot be played again (the daily quiz). */
  replay?: boolean;
  /** A line about this mode's rules, shown under the figures. */
  note?: React.ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const last = useLastResult();
  const r = last?.path === paths.play ? last.result : null;
  const level = r?.level ?? 0;
  const coins = useCountUp(r?.earned_coins ?? 0);
  const percent = useCountUp(Math.round(r?.winning_percentage ?? 0), 1000, 100);
  useCelebration(r, [
    r?.passed && 'level_passed',
    !!r?.badges.length && 'badge',
    !!r?.earned_coins && 'coins',
  ]);

  const hasNext =
    !!r && !!nextLevel && level > 0 && r.passed && r.level < r.max_level && r.unlocked_level > r.level;
  // Enter takes the first step offered below (next level, play again, review); the heading takes the
  // focus so a screen reader starts with the verdict.
  const primary = hasNext ? nextLevel(level + 1) : replay ? paths.play : paths.review;
  useContinueKey(Boolean(r), () => void navigate(primary));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);

  if (!r || !last) return <Navigate to={paths.exit} replace />;

  const newlyUnlocked = r.passed && !r.replayed && r.unlocked_level > r.level && r.level < r.max_level;
  return (
    <div className={styles.screen} data-testid="result-screen" data-passed={r.passed}>
      <Seo title={level ? t('result_title', { level }) : last.title} />
      {r.passed || r.badges.length > 0 ? <Confetti /> : null}
      <section
        className={[styles.hero, r.passed ? styles.passed : ''].join(' ')}
        aria-labelledby="result-title"
      >
        <h1 id="result-title" ref={heading} tabIndex={-1} className={styles.title}>
          {r.passed ? t(level ? 'result_passed' : 'quiz_passed') : t('result_failed')}
        </h1>
        <p className={styles.subtitle}>
          <span dir="auto">{level ? t('level_n', { level }) : last.title}</span> ·{' '}
          {r.passed ? t('result_passed_text') : t('result_failed_text')}
        </p>
        <div
          className={styles.ring}
          role="img"
          aria-label={t('result_ring', {
            percent: Math.round(r.winning_percentage),
            correct: r.correct_answers,
            total: r.total_questions,
          })}
        >
          <svg viewBox="0 0 168 168" aria-hidden="true">
            <circle className={styles.ringTrack} cx="84" cy="84" r={R} fill="none" strokeWidth="16" />
            <circle
              className={styles.ringValue}
              cx="84"
              cy="84"
              r={R}
              fill="none"
              strokeWidth="16"
              strokeLinecap="round"
              strokeDasharray={C}
              strokeDashoffset={C * (1 - percent / 100)}
            />
          </svg>
          <div className={styles.ringText} aria-hidden="true">
            <span className={styles.percent} data-testid="result-percent">
              {percent}%
            </span>
            <span className={styles.ratio}>
              {r.correct_answers}/{r.total_questions}
            </span>
          </div>
        </div>
        {newlyUnlocked ? (
          <span className={styles.unlocked} data-testid="result-unlocked">
            <IconStar size={16} /> {t('level_unlocked', { level: r.level + 1 })}
          </span>
        ) : null}
      </section>

      {r.badges.length > 0 ? (
        <Link
          to="/profile/badges/"
          className={`${rowStyles.row} ${styles.stat}`}
          style={{ borderColor: 'var(--color-gold)', color: 'inherit', textDecoration: 'none' }}
          data-testid="result-badges"
        >
          <span className={styles.statIcon} style={{ background: 'var(--color-primary)' }}>
            <IconMedal size={22} />
          </span>
          <span>
            <strong>
              {t('badge_result_title', {
                badge: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
                  r.badges.map((b) => t(`badge_${b}_label`, { defaultValue: b })),
                ),
              })}
            </strong>
            <span className={styles.statLabel} style={{ display: 'block' }}>
              {t('badge_result_link')}
            </span>
          </span>
        </Link>
      ) : null}

      <div className={styles.stats}>
        <ListRow as="div" className={styles.stat}>
          <span className={styles.statIcon} style={{ background: 'var(--color-success)' }}>
            <IconCheck size={22} />
          </span>
          <div>
            <div className={styles.statValue} data-testid="result-correct">
              {r.correct_answers}
            </div>
            <div className={styles.statLabel}>{t('correct_answers')}</div>
          </div>
        </ListRow>
        <ListRow as="div" className={styles.stat}>
          <span className={styles.statIcon} style={{ background: 'var(--color-danger)' }}>
            <IconCross size={22} />
          </span>
          <div>
            <div className={styles.statValue} data-testid="result-incorrect">
              {r.incorrect_answers}
            </div>
            <div className={styles.statLabel}>{t('incorrect_answers')}</div>
          </div>
        </ListRow>
        <ListRow as="div" className={styles.stat}>
          <span className={styles.statIcon} style={{ background: 'var(--color-gold-strong)' }}>
            <IconCoin size={22} />
          </span>
          <div>
            <div className={styles.statValue}>
              <span dir="ltr">
                +
                <span data-testid="result-coins" data-value={r.earned_coins}>
                  {coins}
                </span>
              </span>
            </div>
            <div className={styles.statLabel}>{t('coins_earned')}</div>
          </div>
        </ListRow>
        <ListRow as="div" className={styles.stat}>
          <span className={styles.statIcon} style={{ background: 'var(--color-primary)' }}>
            <IconStar size={22} />
          </span>
          <div>
            <div className={styles.statValue}>
              <span dir="ltr" data-testid="result-score">
                {r.earned_score > 0 ? `+${r.earned_score}` : r.earned_score}
              </span>
            </div>
            <div className={styles.statLabel}>{t('score_earned')}</div>
          </div>
        </ListRow>
      </div>

      {note ? <p className={styles.note}>{note}</p> : null}
      {r.replayed ? <p className={styles.note}>{t('replayed_note')}</p> : null}
      {r.completed_before ? <p className={styles.note}>{t('first_pass_note')}</p> : null}
      {r.pack_held && r.quiz_type !== quizTypes.offline ? (
        <p className={styles.note} data-testid="pack-held-note">
          {t('pack_held_note')}
        </p>
      ) : null}
      <PushPrompt />
      {r.streak > 0 ? (
        <p className={styles.note} data-testid="result-streak">
          {t('daily_streak', { count: r.streak })}
        </p>
      ) : null}
      {r.lifeline_coins_spent > 0 ? (
        <p className={styles.note}>{t('lifeline_spent_note', { coins: r.lifeline_coins_spent })}</p>
      ) : null}

      <div className={styles.actions}>
        {hasNext ? (
          <ButtonLink to={nextLevel(level + 1)} block data-testid="result-next">
            {t('next_level')} <IconNext size={20} />
          </ButtonLink>
        ) : null}
        {replay ? (
          <ButtonLink
            to={paths.play}
            variant={hasNext ? 'secondary' : 'primary'}
            block
            data-testid="result-again"
          >
            <IconRefresh size={20} /> {t('play_again')}
          </ButtonLink>
        ) : null}
        <ButtonLink to={paths.review} variant="secondary" block data-testid="result-review">
          <IconEye size={20} /> {t('review_answers')}
        </ButtonLink>
        {last.attemptId && r.quiz_type !== quizTypes.offline ? (
          <ShareButton kind="quiz" id={last.attemptId} />
        ) : null}
        <div className={styles.row}>
          <ButtonLink to="/" variant="ghost" data-testid="result-home">
            <IconHome size={20} /> {t('home')}
          </ButtonLink>
          <ButtonLink to={paths.exit} variant="ghost" data-testid="result-exit">
            {t('back')}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
