import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useApi } from '../../api';
import { ButtonLink } from '../../components/Button';
import { Card } from '../../components/Card';
import { IconCoin, IconNext, IconPlay, IconTrophy, IconUsers } from '../../components/icons';
import { useContentLanguage } from '../../lib/catalogue-target';
import { numberLocale } from '../../lib/i18n';
import styles from './LeaderboardSnapshot.module.css';

/**
 * The live contest a player can still join (UI.md's "live contest teaser"), linking to the contests.
 * Shown only to a signed-in player while one runs; nothing otherwise.
 */
export function ContestTeaser() {
  const { t, i18n } = useTranslation();
  const lists = useApi('get_contest', useContentLanguage()).data;
  const live = lists?.live.find((c) => !c.played) ?? lists?.live[0];
  if (!live) return null;
  const n = (v: number) => new Intl.NumberFormat(numberLocale(i18n.language)).format(v);
  return (
    <Card as="section" pressed aria-labelledby="contest-teaser-title" data-testid="home-contest">
      <div className={styles.head}>
        <h2 id="contest-teaser-title" className={styles.title}>
          <span className={styles.icon}>
            <IconTrophy size={20} />
          </span>
          {t('contest_home_title')}
        </h2>
        <Link to="/contest-play/" className={styles.all} data-testid="home-contest-all">
          {t('lb_home_all')} <IconNext size={16} />
        </Link>
      </div>
      <p dir="auto">
        <strong>{live.name}</strong>
      </p>
      <p className={styles.empty}>
        <IconUsers size={16} /> {n(live.participants)} · <IconCoin size={16} />{' '}
        {live.entry_fee ? n(live.entry_fee) : t('contest_free')}
      </p>
      {live.played ? null : (
        <ButtonLink to="/contest-play/" variant="gold" data-testid="home-contest-play">
          <IconPlay size={18} /> {t('contest_home_join')}
        </ButtonLink>
      )}
    </Card>
  );
}
