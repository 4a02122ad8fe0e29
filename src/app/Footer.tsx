import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { IconMail, IconPhone } from '../components/icons';
import { useWebSettings } from '../lib/settings';
import styles from './Footer.module.css';

export function Footer() {
  const { t } = useTranslation();
  const site = useWebSettings();
  const name = site?.company_name_footer || site?.site_name || 'OpenQuiz';
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <span className={styles.name}>{site?.site_name || 'OpenQuiz'}</span>
          <p dir="auto">{site?.company_text || t('footer_about')}</p>
        </div>
        <nav aria-label={t('footer_links')}>
          <h2 className={styles.heading}>{t('quick_links')}</h2>
          <ul className={styles.links}>
            <li>
              <Link to="/about-us/">{t('about_us')}</Link>
            </li>
            <li>
              <Link to="/contact-us/">{t('contact_us')}</Link>
            </li>
            <li>
              <Link to="/privacy-policy/">{t('privacy_policy')}</Link>
            </li>
            <li>
              <Link to="/terms-conditions/">{t('terms_conditions')}</Link>
            </li>
            <li>
              <Link to="/faq/">{t('faq')}</Link>
            </li>
            <li>
              <Link to="/settings/">{t('settings_title')}</Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading}>{t('get_in_touch')}</h2>
          <ul className={styles.links}>
            {site?.email_footer ? (
              <li>
                <a href={`mailto:${site.email_footer}`}>
                  <IconMail size={16} /> {site.email_footer}
                </a>
              </li>
            ) : null}
            {site?.phone_number_footer ? (
              <li>
                <a href={`tel:${site.phone_number_footer}`} dir="ltr">
                  <IconPhone size={16} /> {site.phone_number_footer}
                </a>
              </li>
            ) : null}
            {(site?.social_media ?? []).map((s) => (
              <li key={s.link}>
                <a href={s.link} target="_blank" rel="noopener noreferrer">
                  {s.icon ? <img src={s.icon} alt="" width={16} height={16} /> : null} {s.name || s.link}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.bottom}>
          <span>{t('copyright', { year, name })}</span>
          <span>{t('open_source_note')}</span>
        </div>
      </div>
    </footer>
  );
}
