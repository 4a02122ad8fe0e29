import { useTranslation } from 'react-i18next';
import { NavLink, Route, Routes } from 'react-router-dom';
import { Page, PageHeader } from '../../../components/Page';
import { MailPage } from './MailPage';
import { PagesEditor } from './PagesEditor';
import { SettingsPage } from './SettingsPage';
import styles from './Settings.module.css';

const tabs = [
  { to: '/admin/settings', label: 'admin_settings_tab_general', end: true, id: 'general' },
  { to: '/admin/settings/pages', label: 'admin_settings_tab_pages', end: false, id: 'pages' },
  { to: '/admin/settings/mail', label: 'admin_settings_tab_mail', end: false, id: 'mail' },
];

/** The settings section (admins only): the settings themselves, the static pages and the mailbox. */
export default function SettingsSection() {
  const { t } = useTranslation();
  return (
    <Page>
      <PageHeader title={t('admin_nav_settings')} subtitle={t('admin_settings_subtitle')} />
      <nav className={styles.tabs} aria-label={t('admin_nav_settings')}>
        {tabs.map((tab) => (
          <NavLink
            key={tab.id}
            to={tab.to}
            end={tab.end}
            className={({ isActive }) => `${styles.tab} ${isActive ? styles.tabActive : ''}`}
            data-testid={`settings-tab-${tab.id}`}
          >
            {t(tab.label)}
          </NavLink>
        ))}
      </nav>
      <Routes>
        <Route index element={<SettingsPage />} />
        <Route path="pages" element={<PagesEditor />} />
        <Route path="mail" element={<MailPage />} />
      </Routes>
    </Page>
  );
}
