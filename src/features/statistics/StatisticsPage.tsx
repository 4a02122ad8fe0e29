import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategoryStat, Statistics } from '../../../contract/account-models';
import { useApi } from '../../api';
import { ButtonLink } from '../../components/Button';
import {
  IconChart,
  IconCoin,
  IconPlay,
  IconStar,
  IconSwords,
  IconTarget,
  IconTrophy,
} from '../../components/icons';
import { EmptyState, ErrorState, Page, PageHeader } from '../../components/Page';
import { Seo } from '../../components/Seo';
import { Skeleton } from '../../components/Skeleton';
import { StatTile } from '../../components/StatTile';
import { languageTag } from '../../lib/i18n';
import styles from './StatisticsPage.module.css';

// chart.js is large: the charts load as their own chunk once there is something to draw.
const charts = () => import('./StatsCharts');
const AnswersChart = lazy(() => charts().then((m) => ({ default: m.AnswersChart })));
const CategoriesChart = lazy(() => charts().then((m) => ({ default: m.CategoriesChart })));
const ScoreChart = lazy(() => charts().then((m) => ({ default: m.ScoreChart })));

function Card({
  title,
  id,
  children,
  wide,
}: {
  title: string;
  id: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <section
      className={[styles.card, wide ? styles.wide : ''].join(' ')}
      aria-labelledby={id}
      data-testid={id}
    >
      <h2 id={id} className={styles.cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function ChartBox({ height, children }: { height: number; children: ReactNode }) {
  return (
    <div className={styles.chartBox} style={{ blockSize: height }}>
      <Suspense fallback={<Skeleton height={height} />}>{children}</Suspense>
    </div>
  );
}

function Tiles({ stats }: { stats: Statistics }) {
  const { t, i18n } = useTranslation();
  const n = (v: number) => v.toLocaleString(languageTag(i18n.language));
  const tiles = [
    {
      key: 'questions',
      label: t('stats_questions'),
      value: n(stats.questions_answered),
      Icon: IconChart,
      tone: 'primary',
    },
    {
      key: 'accuracy',
      label: t('stats_accuracy'),
      value: `${n(stats.accuracy)}%`,
      Icon: IconTarget,
      tone: 'info',
    },
    { key: 'coins', label: t('coins'), value: n(stats.coins), Icon: IconCoin, tone: 'gold' },
    { key: 'score', label: t('score'), value: n(stats.score), Icon: IconStar, tone: 'success' },
  ] as const;
  return (
    <ul className={styles.tiles}>
      {tiles.map(({ key, label, value, Icon, tone }) => (
        <StatTile
          key={key}
          as="li"
          Icon={Icon}
          tone={tone}
          value={value}
          label={label}
          testId={`stats-${key}`}
        />
      ))}
    </ul>
  );
}

function Answers({ stats }: { stats: Statistics }) {
  const { t } = useTranslation();
  const label = t('stats_answers_chart', {
    correct: stats.correct_answers,
    incorrect: stats.incorrect_answers,
  });
  return (
    <Card title={t('stats_answers_title')} id="stats-answers-card">
      <div className={styles.donutRow}>
        <div className={styles.donut}>
          <ChartBox height={168}>
            <AnswersChart
              correct={stats.correct_answers}
              incorrect={stats.incorrect_answers}
              names={[t('stats_correct'), t('stats_incorrect')]}
              label={label}
            />
          </ChartBox>
          <span className={styles.donutCentre} aria-hidden="true">
            <strong>{stats.accuracy}%</strong>
          </span>
        </div>
        <dl className={styles.legend} data-testid="stats-answers-text">
          <div>
            <dt>
              <span className={[styles.swatch, styles.swatchCorrect].join(' ')} aria-hidden="true" />
              {t('stats_correct')}
            </dt>
            <dd data-testid="stats-correct">{stats.correct_answers}</dd>
          </div>
          <div>
            <dt>
              <span className={[styles.swatch, styles.swatchIncorrect].join(' ')} aria-hidden="true" />
              {t('stats_incorrect')}
            </dt>
            <dd data-testid="stats-incorrect">{stats.incorrect_answers}</dd>
          </div>
        </dl>
      </div>
    </Card>
  );
}

function CategoryBadge({ kind, category }: { kind: 'strong' | 'weak'; category: CategoryStat }) {
  const { t } = useTranslation();
  return (
    <div className={[styles.highlight, kind === 'strong' ? styles.strong : styles.weak].join(' ')}>
      {category.image ? (
        <img className={styles.highlightImage} src={category.image} alt="" width={48} height={48} />
      ) : (
        <span className={styles.highlightImage} aria-hidden="true">
          {category.name.charAt(0)}
        </span>
      )}
      <span className={styles.highlightText}>
        <span className={styles.highlightKind}>{t(kind === 'strong' ? 'stats_strong' : 'stats_weak')}</span>
        <strong data-testid={`stats-${kind}`}>{category.name}</strong>
        <span className={styles.highlightRatio}>{t('stats_ratio', { ratio: category.ratio })}</span>
      </span>
    </div>
  );
}

function Categories({ stats }: { stats: Statistics }) {
  const { t } = useTranslation();
  if (stats.categories.length === 0) return null;
  return (
    <Card title={t('stats_categories_title')} id="stats-categories-card" wide>
      <div className={styles.highlights}>
        {stats.strong_category ? <CategoryBadge kind="strong" category={stats.strong_category} /> : null}
        {stats.weak_category ? <CategoryBadge kind="weak" category={stats.weak_category} /> : null}
      </div>
      <ChartBox height={Math.max(120, stats.categories.length * 40 + 40)}>
        <CategoriesChart categories={stats.categories} label={t('stats_categories_chart')} />
      </ChartBox>
      <details className={styles.numbers}>
        <summary>{t('stats_show_numbers')}</summary>
        <table data-testid="stats-categories-table">
          <thead>
            <tr>
              <th scope="col">{t('stats_category')}</th>
              <th scope="col">{t('stats_answered')}</th>
              <th scope="col">{t('stats_correct')}</th>
              <th scope="col">%</th>
            </tr>
          </thead>
          <tbody>
            {stats.categories.map((c) => (
              <tr key={c.id}>
                <th scope="row">{c.name}</th>
                <td>{c.answered}</td>
                <td>{c.correct}</td>
                <td>{c.ratio}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </Card>
  );
}

function ScoreOverTime({ stats }: { stats: Statistics }) {
  const { t, i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(languageTag(i18n.language), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const dayLabel = (day: string) => format.format(new Date(`${day}T00:00:00Z`));
  // A running total reads as progress; the table below keeps the points of each day.
  const gained = stats.score_by_day.reduce((n, d) => n + d.points, 0);
  const totals = stats.score_by_day.reduce<number[]>(
    (acc, d) => [...acc, (acc.at(-1) ?? stats.score - gained) + d.points],
    [],
  );
  const played = stats.score_by_day.filter((d) => d.points !== 0);
  return (
    <Card title={t('stats_score_title')} id="stats-score-card" wide>
      <ChartBox height={200}>
        <ScoreChart
          days={stats.score_by_day}
          totals={totals}
          dayLabel={dayLabel}
          label={t('stats_score_chart', { from: stats.score - gained, to: stats.score })}
        />
      </ChartBox>
      <details className={styles.numbers}>
        <summary>{t('stats_show_numbers')}</summary>
        <table data-testid="stats-score-table">
          <thead>
            <tr>
              <th scope="col">{t('stats_day')}</th>
              <th scope="col">{t('stats_points')}</th>
            </tr>
          </thead>
          <tbody>
            {played.map((d) => (
              <tr key={d.day}>
                <th scope="row">{dayLabel(d.day)}</th>
                <td>{d.points}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </Card>
  );
}

function Rank({ stats }: { stats: Statistics }) {
  const { t } = useTranslation();
  const periods = [
    { key: 'daily', label: t('stats_rank_daily') },
    { key: 'monthly', label: t('stats_rank_monthly') },
    { key: 'all', label: t('stats_rank_all') },
  ] as const;
  const best = stats.best_rank;
  return (
    <Card title={t('stats_rank_title')} id="stats-rank-card">
      <div className={styles.bigRow}>
        <span className={[styles.bigIcon, styles.toneGold].join(' ')} aria-hidden="true">
          <IconTrophy size={30} />
        </span>
        {best ? (
          <span className={styles.bigText}>
            <strong className={styles.bigValue} data-testid="stats-best-rank">
              {t('stats_rank_value', { rank: best.rank })}
            </strong>
            <span className={styles.muted}>{t(`stats_rank_${best.period}`)}</span>
          </span>
        ) : (
          <strong className={styles.bigText} data-testid="stats-best-rank">
            {t('stats_rank_none')}
          </strong>
        )}
      </div>
      <dl className={styles.pairs}>
        {periods.map(({ key, label }) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd>{stats.ranks[key] === null ? '—' : t('stats_rank_value', { rank: stats.ranks[key] })}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function Battles({ stats }: { stats: Statistics }) {
  const { t } = useTranslation();
  const b = stats.battles;
  return (
    <Card title={t('stats_battles_title')} id="stats-battles-card" wide>
      {b.played === 0 ? (
        <div className={styles.bigRow}>
          <span className={[styles.bigIcon, styles.toneB].join(' ')} aria-hidden="true">
            <IconSwords size={30} />
          </span>
          <span className={styles.bigText}>
            <strong data-testid="stats-battles-none">{t('stats_battles_none')}</strong>
            <span className={styles.muted}>{t('stats_battles_hint')}</span>
          </span>
        </div>
      ) : (
        <dl className={styles.pairs}>
          {(['played', 'won', 'lost', 'drawn'] as const).map((k) => (
            <div key={k}>
              <dt>{t(`stats_${k}`)}</dt>
              <dd>{b[k]}</dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}

export default function StatisticsPage() {
  const { t } = useTranslation();
  const stats = useApi('get_users_statistics');
  const data = stats.data;

  let body: ReactNode;
  if (stats.error && !data) {
    body = (
      <ErrorState
        message={stats.error.message}
        offline={stats.error.code === 'offline'}
        onRetry={stats.reload}
      />
    );
  } else if (!data) {
    body = (
      <div className={styles.loading} aria-busy="true">
        <Skeleton height={150} />
        <Skeleton height={240} />
      </div>
    );
  } else if (data.questions_answered === 0 && data.score === 0) {
    body = (
      <>
        <Tiles stats={data} />
        <EmptyState
          Icon={IconChart}
          title={t('stats_empty_title')}
          text={t('stats_empty_text')}
          action={
            <ButtonLink to="/quiz-zone/" data-testid="stats-play">
              <IconPlay size={20} /> {t('stats_play')}
            </ButtonLink>
          }
        />
        <div className={styles.grid}>
          <Rank stats={data} />
          <Battles stats={data} />
        </div>
      </>
    );
  } else {
    body = (
      <>
        <Tiles stats={data} />
        <div className={styles.grid}>
          {data.questions_answered > 0 ? <Answers stats={data} /> : null}
          <Rank stats={data} />
          <Categories stats={data} />
          <ScoreOverTime stats={data} />
          <Battles stats={data} />
        </div>
      </>
    );
  }

  return (
    <Page>
      <Seo title={t('stats_title')} />
      <PageHeader title={t('stats_title')} subtitle={t('stats_subtitle')} back="/profile/" />
      {body}
    </Page>
  );
}
