import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { StaffRole } from '../../../contract/action-def';
import {
  IconBanknote,
  IconClipboard,
  IconDownload,
  IconFlag,
  IconFolder,
  IconGrid,
  IconHistory,
  IconMegaphone,
  IconQuestion,
  IconSettings,
  IconTrophy,
  IconUsers,
  type IconProps,
} from '../../components/icons';

/**
 * The console's sections, one registry (issue 17): the side navigation, the routes and the role checks
 * all come from here. `role` is the least role that sees the section (editors: content and reports);
 * the server checks every action again. Each page is its own chunk.
 */
export interface AdminSection {
  /** Under /admin/: 'content', 'players'… (a page may have sub-routes below it: 'players/*'). */
  path: string;
  /** String key of its name in the navigation (contract/strings/admin). */
  label: string;
  icon: ComponentType<IconProps>;
  role: StaffRole;
  Page: LazyExoticComponent<ComponentType>;
}

export const adminSections: AdminSection[] = [
  {
    path: 'dashboard',
    label: 'admin_nav_dashboard',
    icon: IconGrid,
    role: 'admin',
    Page: lazy(() => import('./dashboard/DashboardPage')),
  },
  {
    path: 'players',
    label: 'admin_nav_players',
    icon: IconUsers,
    role: 'admin',
    Page: lazy(() => import('./players/PlayersPage')),
  },
  {
    path: 'payouts',
    label: 'admin_nav_payouts',
    icon: IconBanknote,
    role: 'admin',
    Page: lazy(() => import('./payouts/PayoutsPage')),
  },
  {
    path: 'categories',
    label: 'admin_nav_categories',
    icon: IconFolder,
    role: 'editor',
    Page: lazy(() => import('./categories/CategoriesPage')),
  },
  {
    path: 'questions',
    label: 'content_questions_title',
    icon: IconQuestion,
    role: 'editor',
    Page: lazy(() => import('./content/QuestionsPage')),
  },
  {
    path: 'import',
    label: 'content_import_nav',
    icon: IconDownload,
    role: 'editor',
    Page: lazy(() => import('./content/ImportPage')),
  },
  {
    path: 'reports',
    label: 'admin_nav_reports',
    icon: IconFlag,
    role: 'editor',
    Page: lazy(() => import('./reports/ReportsPage')),
  },
  {
    path: 'contests',
    label: 'admin_nav_contests',
    icon: IconTrophy,
    role: 'admin',
    Page: lazy(() => import('./contests/ContestsPage')),
  },
  {
    path: 'exams',
    label: 'admin_nav_exams',
    icon: IconClipboard,
    role: 'admin',
    Page: lazy(() => import('./exams/ExamsPage')),
  },
  {
    path: 'notifications',
    label: 'admin_nav_notifications',
    icon: IconMegaphone,
    role: 'admin',
    Page: lazy(() => import('./notifications/BroadcastsPage')),
  },
  {
    path: 'settings',
    label: 'admin_nav_settings',
    icon: IconSettings,
    role: 'admin',
    Page: lazy(() => import('./settings/SettingsSection')),
  },
  {
    path: 'audit',
    label: 'admin_nav_audit',
    icon: IconHistory,
    role: 'admin',
    Page: lazy(() => import('./audit/AuditPage')),
  },
];

export const sectionAllowed = (section: AdminSection, role: StaffRole) =>
  role === 'admin' || section.role === 'editor';
