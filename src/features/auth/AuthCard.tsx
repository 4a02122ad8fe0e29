import type { ReactNode } from 'react';
import { IconBulb } from '../../components/icons';
import styles from './Auth.module.css';

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
    <div className={styles.wrap}>
      <section className={styles.card} aria-labelledby="auth-title">
        <div className={styles.head}>
          <span className={styles.mark}>
            <IconBulb size={34} />
          </span>
          <h1 id="auth-title" className={styles.title}>
            {title}
          </h1>
          <p className={styles.subtitle}>{subtitle}</p>
        </div>
        {children}
      </section>
    </div>
  );
}

export { styles as authStyles };
