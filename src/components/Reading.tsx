import type { ReactNode } from 'react';
import { ButtonLink } from './Button';
import { IconPlay } from './icons';
import styles from './Reading.module.css';

/**
 * A reading passage (fun & learn, online or from a pack): its HTML was sanitised by the server when the
 * content was imported, so it is shown as markup, with a comfortable measure and rhythm.
 */
export function Article({ html, testId }: { html: string; testId?: string }) {
  return (
    <article
      className={styles.article}
      dir="auto"
      data-testid={testId}
      // Sanitised on import (DESIGN: content import), never player input.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** The row of chips above a passage (questions, reading time, done). */
export function ReadingMeta({ children }: { children: ReactNode }) {
  return <div className={styles.readingMeta}>{children}</div>;
}

export function MetaChip({
  done,
  testId,
  children,
}: {
  done?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <span className={done ? `${styles.chip} ${styles.chipDone}` : styles.chip} data-testid={testId}>
      {children}
    </span>
  );
}

/** The bar under a passage that keeps its Start button in reach while reading. */
export function StartBar({ children }: { children: ReactNode }) {
  return <div className={styles.startBar}>{children}</div>;
}

/** The big Start button of a StartBar. */
export function StartLink({ to, label, testId }: { to: string; label: string; testId?: string }) {
  return (
    <ButtonLink to={to} block className={styles.start} data-testid={testId}>
      <IconPlay size={20} /> {label}
    </ButtonLink>
  );
}
