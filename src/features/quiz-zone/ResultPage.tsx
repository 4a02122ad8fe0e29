import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { ButtonLink } from '../../components/Button';
import {
  IconCheck,
  IconCoin,
  IconCross,
  IconEye,
  IconHome,
  IconNext,
  IconRefresh,
  IconStar,
} from '../../components/icons';
import { Seo } from '../../components/Seo';
import { lastResultAtom } from './atoms';
import { Confetti } from './Confetti';
import { levelsPath, playPath, reviewPath } from './paths';
import styles from './Result.module.css';
import { useCountUp } from './use-count-up';

const R = 70;
const C = 2 * Math.PI * R;

export default function ResultPage() {
  const { t } = useTranslation();
  const { category = '', subcategory, level: levelParam = '1' } = useParams();
  const level = Number.parseInt(levelParam, 10) || 1;
  const last = useAtomValue(lastResultAtom);
  const r = last?.path === playPath(category, subcategory, level) ? last.result : null;
  const coins = useCountUp(r?.earned_coins ?? 0);
  const percent = useCountUp(Math.round(r?.winning_percentage ?? 0), 1000, 100);

  if (!r) return <Navigate to={levelsPath(category, subcategory)} replace />;

  const hasNext = r.passed && r.level < r.max_level && r.unlocked_level > r.level;
  const newlyUnlocked = r.passed && !r.replayed && r.unlocked_level > r.level && r.level < r.max_level;
  return (
    <div className={styles.screen} data-testid="result-screen" data-passed={r.passed}>
      <Seo title={t('result_title', { level })} />
      {r.passed ? <Confetti /> : null}
      <section
        className={[styles.hero, r.passed ? styles.passed : ''].join(' ')}
        aria-labelledby="result-title"
      >
        <h1 id="result-title" className={styles.title}>
          {r.passed ? t('result_passed') : t('result_failed')}
        </h1>
        <p className={styles.subtitle}>
          {t('level_n', { level })} · {r.passed ? t('result_passed_text') : t('result_failed_text')}
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

      <div className={styles.stats}>
        <div className={styles.stat}>
          <span className={styles.statIcon} style={{ background: 'var(--color-success)' }}>
            <IconCheck size={22} />
          </span>
          <div>
            <div className={styles.statValue} data-testid="result-correct">
              {r.correct_answers}
            </div>
            <div className={styles.statLabel}>{t('correct_answers')}</div>
          </div>
        </div>
        <div className={styles.stat}>
          <span className={styles.statIcon} style={{ background: 'var(--color-danger)' }}>
            <IconCross size={22} />
          </span>
          <div>
            <div className={styles.statValue} data-testid="result-incorrect">
              {r.incorrect_answers}
            </div>
            <div className={styles.statLabel}>{t('incorrect_answers')}</div>
          </div>
        </div>
        <div className={styles.stat}>
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
        </div>
        <div className={styles.stat}>
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
        </div>
      </div>

      {r.replayed ? <p className={styles.note}>{t('replayed_note')}</p> : null}
      {r.lifeline_coins_spent > 0 ? (
        <p className={styles.note}>{t('lifeline_spent_note', { coins: r.lifeline_coins_spent })}</p>
      ) : null}

      <div className={styles.actions}>
        {hasNext ? (
          <ButtonLink to={playPath(category, subcategory, level + 1)} block data-testid="result-next">
            {t('next_level')} <IconNext size={20} />
          </ButtonLink>
        ) : null}
        <ButtonLink
          to={playPath(category, subcategory, level)}
          variant={hasNext ? 'secondary' : 'primary'}
          block
          data-testid="result-play-again"
        >
          <IconRefresh size={20} /> {t('play_again')}
        </ButtonLink>
        <ButtonLink
          to={reviewPath(category, subcategory, level)}
          variant="secondary"
          block
          data-testid="result-review"
        >
          <IconEye size={20} /> {t('review_answers')}
        </ButtonLink>
        <div className={styles.row}>
          <ButtonLink to="/" variant="ghost" data-testid="result-home">
            <IconHome size={20} /> {t('home')}
          </ButtonLink>
          <ButtonLink to={levelsPath(category, subcategory)} variant="ghost" data-testid="result-levels">
            {t('back_to_levels')}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
