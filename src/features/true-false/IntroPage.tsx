import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/Button';
import {
  IconBookmark,
  IconCheck,
  IconClock,
  IconCross,
  IconPlay,
  IconQuestion,
} from '../../components/icons';
import { Page, PageHeader } from '../../components/Page';
import { Seo } from '../../components/Seo';
import { configNumber, useSystemConfig } from '../../lib/settings';
import { trueFalsePaths } from './paths';
import styles from './TrueFalse.module.css';

function Rule({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className={styles.rule}>
      <span className={styles.ruleIcon} aria-hidden="true">
        {icon}
      </span>
      <span>{children}</span>
    </li>
  );
}

/** The rules of True & False and a Start button; the questions are fetched when the game starts. */
export default function IntroPage() {
  const { t } = useTranslation();
  const config = useSystemConfig();
  const questions = configNumber(config, 'true_false_quiz_total_question');
  const seconds = configNumber(config, 'quiz_zone_duration');

  return (
    <Page narrow>
      <Seo title={t('mode_true_false')} description={t('mode_true_false_desc')} />
      <PageHeader title={t('mode_true_false')} subtitle={t('mode_true_false_desc')} back="/" />
      <section className={styles.card} aria-labelledby="tf-title" data-testid="true-false-intro">
        <div className={styles.art} aria-hidden="true">
          <span className={[styles.tile, styles.tileTrue].join(' ')}>
            <IconCheck size={40} />
          </span>
          <span className={[styles.tile, styles.tileFalse].join(' ')}>
            <IconCross size={40} />
          </span>
        </div>
        <h2 id="tf-title" className={styles.title}>
          {t('tf_intro_title')}
        </h2>
        <p className={styles.lead}>{t('tf_intro_text')}</p>
        <ul className={styles.rules} aria-label={t('tf_rules')}>
          <Rule icon={<IconQuestion size={20} />}>{t('tf_rule_questions', { count: questions })}</Rule>
          <Rule icon={<IconClock size={20} />}>{t('tf_rule_seconds', { count: seconds })}</Rule>
          <Rule icon={<IconCheck size={20} />}>{t('tf_rule_answer')}</Rule>
          <Rule icon={<IconBookmark size={20} />}>{t('tf_rule_bookmark')}</Rule>
        </ul>
        <ButtonLink to={trueFalsePaths.play} block data-testid="true-false-start">
          <IconPlay size={20} /> {t('tf_start')}
        </ButtonLink>
      </section>
    </Page>
  );
}
