import type { ReactNode } from 'react';
import { IconBulb } from '../../components/icons';
import styles from './Auth.module.css';

/**
 * The sign-in pages' card. Its classes are global (styles/global.css, auth-*): the server paints the
 * login page's card head with the same ones before the app has run (server/http/index-html.ts), so
 * nothing moves when the app takes over.
 */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <div className="auth-wrap">
      <section className="auth-card" aria-labelledby="auth-title">
        <div className="auth-head">
          <span className="auth-mark">
            <IconBulb size={34} />
          </span>
          <h1 id="auth-title" className="auth-title">
            {title}
          </h1>
          <p className="auth-subtitle">{subtitle}</p>
        </div>
        {children}
      </section>
    </div>
  );
}

export { styles as authStyles };
