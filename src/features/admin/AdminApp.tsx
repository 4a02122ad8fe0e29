import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Route, Routes } from 'react-router-dom';
import { Seo } from '../../components/Seo';
import { Skeleton } from '../../components/Skeleton';
import { useUser } from '../../lib/session';
import { NotFoundPage } from '../../app/StatusPages';
import styles from './AdminApp.module.css';
import { adminSections, sectionAllowed } from './sections';
import { useAdminStrings } from './strings';

/**
 * The operator's console at /admin/* (issue 17): a side navigation on a desktop, a scrolling strip on a
 * phone, and the section's page. Loaded only behind the RequireAdmin guard, as its own chunk.
 */
export default function AdminApp() {
  const { t } = useTranslation();
  const ready = useAdminStrings();
  const role = useUser()?.role;
  if (role !== 'admin' && role !== 'editor') return <NotFoundPage />;
  const sections = adminSections.filter((s) => sectionAllowed(s, role));
  if (!ready) return <Skeleton height={240} />;
  return (
    <div className={styles.console} data-testid="admin-console">
      <Seo title={t('admin_title')} />
      <nav className={styles.nav} aria-label={t('admin_nav_label')}>
        <p className={styles.brand}>
          {t('admin_title')}
          <span className={styles.role}>{t(`admin_role_${role}`)}</span>
        </p>
        <ul className={styles.links}>
          {sections.map(({ path, label, icon: Icon }) => (
            <li key={path}>
              <NavLink
                to={`/admin/${path}`}
                className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}
                data-testid={`admin-nav-${path}`}
              >
                <Icon size={18} aria-hidden />
                <span>{t(label)}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.body}>
        <Suspense fallback={<Skeleton height={240} />}>
          <Routes>
            <Route
              index
              element={sections[0] ? <Navigate to={sections[0].path} replace /> : <NotFoundPage />}
            />
            {sections.map(({ path, Page }) => (
              <Route key={path} path={`${path}/*`} element={<Page />} />
            ))}
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </div>
    </div>
  );
}
