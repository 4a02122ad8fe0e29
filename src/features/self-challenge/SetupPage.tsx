import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useApi } from '../../api';
import { Button } from '../../components/Button';
import { IconClock, IconPlay, IconQuestion } from '../../components/icons';
import { EmptyState, ErrorState, Page, PageHeader } from '../../components/Page';
import { Seo } from '../../components/Seo';
import { Skeleton } from '../../components/Skeleton';
import { useContentLanguage } from '../../lib/catalogue-target';
import { configNumber, useSystemConfig } from '../../lib/settings';
import { notify } from '../../lib/toast';
import { CategoryChips } from './CategoryChips';
import { ChipGroup } from './ChipGroup';
import {
  choiceQuery,
  minuteSteps,
  questionSteps,
  readChoice,
  selfPaths,
  stepsUpTo,
  type Choice,
} from './choice';
import styles from './SelfChallenge.module.css';
import { SubcategoryChips } from './SubcategoryChips';
import { codes } from '../../../contract/codes';
import { ActionBar } from '../../components/ActionBar';
import { Card } from '../../components/Card';

function ChipSkeletons() {
  return (
    <div className={styles.chips} aria-hidden="true">
      {[96, 120, 84, 132, 104, 90].map((w, i) => (
        <Skeleton key={i} height={44} width={w} radius="var(--radius-pill)" />
      ))}
    </div>
  );
}

/** Self Challenge setup: category, optional topic, number of questions and a timer for the whole set. */
export default function SetupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const choice = readChoice(params);
  const config = useSystemConfig();
  const language = useContentLanguage();
  const categories = useApi('get_categories', { type: 1, ...language });
  const ids = { category: useId(), topic: useId(), questions: useId(), minutes: useId() };

  const maxQuestions = configNumber(config, 'self_challenge_max_questions');
  const maxMinutes = configNumber(config, 'self_challenge_max_minutes');
  const questionOptions = stepsUpTo(questionSteps, maxQuestions);
  const minuteOptions = stepsUpTo(minuteSteps, maxMinutes);
  const list = categories.data ?? [];
  const picked = list.find((c) => c.slug === choice.category);

  // Replace, not push: the back button leaves the setup rather than undoing each tap.
  const update = (patch: Partial<Choice>) =>
    setParams(new URLSearchParams(choiceQuery({ ...choice, ...patch })), { replace: true });

  function start() {
    if (!picked) return void notify.error(t('self_select_category'), { toastId: 'self-category' });
    if (!choice.questions)
      return void notify.error(t('self_select_questions'), { toastId: 'self-questions' });
    if (!choice.minutes) return void notify.error(t('self_select_timer'), { toastId: 'self-timer' });
    void navigate(selfPaths(choice).play);
  }

  return (
    <Page narrow>
      <Seo title={t('mode_self_challenge')} description={t('mode_self_challenge_desc')} />
      <PageHeader title={t('mode_self_challenge')} subtitle={t('mode_self_challenge_desc')} back="/" />

      <Card as="section" pressed aria-labelledby={ids.category}>
        <h2 id={ids.category} className={styles.stepTitle}>
          <span className={styles.stepNumber} aria-hidden="true">
            1
          </span>
          {t('self_category')}
        </h2>
        {categories.loading ? (
          <ChipSkeletons />
        ) : categories.error && categories.error.code !== codes.notFound ? (
          <ErrorState
            message={categories.error.message}
            offline={categories.error.code === 'offline'}
            onRetry={categories.reload}
          />
        ) : list.length === 0 ? (
          <EmptyState title={t('no_categories')} text={t('no_categories_text')} />
        ) : (
          <CategoryChips
            labelId={ids.category}
            categories={list}
            value={choice.category}
            onChange={(category) => update({ category, subcategory: '' })}
          />
        )}
      </Card>

      {picked ? (
        <Card as="section" pressed aria-labelledby={ids.topic}>
          <h2 id={ids.topic} className={styles.stepTitle}>
            <span className={styles.stepNumber} aria-hidden="true">
              2
            </span>
            {t('self_topic')} <span className={styles.optional}>{t('self_optional')}</span>
          </h2>
          <SubcategoryChips
            key={picked.slug}
            labelId={ids.topic}
            category={picked.slug}
            value={choice.subcategory}
            onChange={(subcategory) => update({ subcategory })}
          />
        </Card>
      ) : null}

      <Card as="section" pressed aria-labelledby={ids.questions}>
        <h2 id={ids.questions} className={styles.stepTitle}>
          <span className={styles.stepNumber} aria-hidden="true">
            {picked ? 3 : 2}
          </span>
          {t('self_number_of_questions')}
        </h2>
        <ChipGroup
          labelId={ids.questions}
          value={choice.questions}
          onChange={(questions) => update({ questions })}
          numeric
          options={questionOptions.map((n) => ({
            value: n,
            label: n,
            ariaLabel: t('questions_count', { count: n }),
            testId: `self-questions-${n}`,
          }))}
        />
      </Card>

      <Card as="section" pressed aria-labelledby={ids.minutes}>
        <h2 id={ids.minutes} className={styles.stepTitle}>
          <span className={styles.stepNumber} aria-hidden="true">
            {picked ? 4 : 3}
          </span>
          {t('self_timer_minutes')}
        </h2>
        <ChipGroup
          labelId={ids.minutes}
          value={choice.minutes}
          onChange={(minutes) => update({ minutes })}
          numeric
          options={minuteOptions.map((n) => ({
            value: n,
            label: n,
            ariaLabel: t('self_minutes', { count: n }),
            testId: `self-minutes-${n}`,
          }))}
        />
      </Card>

      <ActionBar>
        <p className={styles.summary} aria-live="polite">
          {choice.questions ? (
            <span className={styles.summaryItem}>
              <IconQuestion size={16} /> {t('questions_count', { count: choice.questions })}
            </span>
          ) : null}
          {choice.minutes ? (
            <span className={styles.summaryItem}>
              <IconClock size={16} /> {t('self_minutes', { count: choice.minutes })}
            </span>
          ) : null}
        </p>
        <Button block onClick={start} data-testid="self-start">
          <IconPlay size={20} /> {t('self_start')}
        </Button>
        <p className={styles.noCoins}>{t('self_no_coins')}</p>
      </ActionBar>
    </Page>
  );
}
