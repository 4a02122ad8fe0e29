import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { StaffRole } from '../../../contract/action-def';
import {
  IconClipboard,
  IconHistory,
  IconMegaphone,
  IconTrophy,
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
    path: 'audit',
    label: 'admin_nav_audit',
    icon: IconHistory,
    role: 'admin',
    Page: lazy(() => import('./audit/AuditPage')),
  },
];

export const sectionAllowed = (section: AdminSection, role: StaffRole) =>
  role === 'admin' || section.role === 'editor';
