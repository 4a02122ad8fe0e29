import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useApi } from '../../api';
import { ButtonLink } from '../../components/Button';
import { IconCoin, IconPlay, IconSparkles } from '../../components/icons';
import { homeModes } from '../../components/modes';
import { Page } from '../../components/Page';
import { Seo } from '../../components/Seo';
import { useCoins, useIsLogin, useUser } from '../../lib/session';
import { useSystemConfig, useUiLanguage, useUiLanguages, useWebSettings } from '../../lib/settings';
import styles from './HomePage.module.css';
import { ContestTeaser } from './ContestTeaser';
import { InstallCard } from './InstallCard';
import { LeaderboardSnapshot } from './LeaderboardSnapshot';

export default function HomePage() {
  const { t } = useTranslation();
  const site = useWebSettings();
  const config = useSystemConfig();
  const isLogin = useIsLogin();
  const user = useUser();
  const coins = useCoins();
  const home = useApi('get_web_home_settings');
  const languages = useUiLanguages();
  const chosen = useUiLanguage();
  // The site's own tagline is written in its default language; other languages get the translated one.
  const siteDefault = languages.find((l) => l.web_default)?.name ?? 'english';
  const useSiteText = !chosen || chosen === siteDefault;
  const sections = (home.data?.sections ?? []).filter((s) => s.items.length > 0);

  return (
    <Page>
      <Seo />
      <section className={`${styles.hero} hero-surface`} aria-labelledby="hero-title">
        <div className={styles.heroBubbles} aria-hidden="true">
          <span className={styles.bubble}>A</span>
          <span className={styles.bubble}>?</span>
          <span className={styles.bubble}>B</span>
          <span className={styles.bubble}>✓</span>
        </div>
        <span className={styles.kicker}>
          <IconSparkles size={16} />{' '}
          {isLogin && user ? t('hello_name', { name: user.name }) : t('hero_kicker')}
        </span>
        <h1 id="hero-title" className={styles.title} dir="auto">
          {(useSiteText && site?.tagline) || t('hero_title')}
        </h1>
        <p className={styles.lead} dir="auto">
          {(useSiteText && site?.description) || t('hero_text')}
        </p>
        <div className={styles.heroActions}>
          <ButtonLink to="/quiz-zone/" variant="gold" data-testid="hero-play">
            <IconPlay size={18} /> {t('play_now')}
          </ButtonLink>
          {isLogin ? (
            <span className={styles.heroCoins}>
              <IconCoin size={20} /> {t('you_have_coins', { count: coins })}
            </span>
          ) : (
            <ButtonLink to="/auth/sign-up/" variant="secondary">
              {t('sign_up')}
            </ButtonLink>
          )}
        </div>
      </section>
      <InstallCard />

      <section aria-labelledby="modes-title">
        <h2 id="modes-title" className={styles.sectionTitle} style={{ marginBlockEnd: 'var(--space-3)' }}>
          {t('game_modes')}
        </h2>
        <div className={styles.grid}>
          {homeModes(config).map((m) => (
            <Link
              key={m.id}
              to={m.path}
              className={[styles.card, m.live ? styles.live : ''].join(' ')}
              style={{ '--card-color': m.colorVar } as CSSProperties}
              data-testid={`mode-${m.id}`}
            >
              <span className={[styles.badge, m.live ? styles.badgeLive : ''].join(' ')}>
                {m.live ? t('play') : t('coming_soon')}
              </span>
              <span className={styles.cardIcon}>
                <m.Icon size={28} />
              </span>
              <span className={styles.cardTitle}>{t(`mode_${m.id}`)}</span>
              <span className={styles.cardDesc}>{t(`mode_${m.id}_desc`)}</span>
            </Link>
          ))}
        </div>
      </section>

      {isLogin && homeModes(config).some((m) => m.id === 'contest_play') ? <ContestTeaser /> : null}
      <LeaderboardSnapshot />

      {sections.length > 0 ? (
        <div className={styles.sections}>
          {sections.map((s) => (
            <section key={s.heading} aria-label={s.heading}>
              <h2 className={styles.sectionTitle} style={{ marginBlockEnd: 'var(--space-3)' }}>
                {s.heading}
              </h2>
              <div className={styles.feature}>
                {s.items.map((item) => (
                  <div key={item.title} className={styles.featureItem}>
                    <h3>{item.title}</h3>
                    <p>{item.desc}</p>
                  </div>
                ))}
              </div>
            </section>
          ))}
        </div>
      ) : null}
    </Page>
  );
}
