import { useEffect, useRef } from 'react';
import { call, isApiError } from '../../api';

/** The rule of SPEC §7: a page hidden for longer than this submits the exam. */
export const HIDDEN_LIMIT_MS = 5_000;
const HEARTBEAT_MS = 5_000;

interface Guard {
  examId: number;
  active: boolean;
  /** The server's remaining time, after each heartbeat. */
  onRemaining(ms: number): void;
  /** The first hiding of the page (the server records the warning too). */
  onFirstHide(): void;
  /** Hidden too long: the page submits with rules_violated. */
  onViolation(): void;
  /** The server says the attempt is over (a code of endedCodes). */
  onServerError(code: string): void;
}

/**
 * The exam's watch over the page (Page Visibility): a heartbeat every 5 s while visible keeps the
 * attempt alive on the server and re-syncs the clock; a hidden page is submitted after 5 s — by a
 * timer, or on return when the timer could not run (a locked phone suspends the page's timers).
 */
export function useExamGuard(guard: Guard) {
  const latest = useRef(guard);
  useEffect(() => {
    latest.current = guard;
  });

  useEffect(() => {
    if (!guard.active) return;
    const id = guard.examId;
    let hiddenAt: number | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let warned = false;
    let done = false;

    const violate = () => {
      if (done) return;
      done = true;
      latest.current.onViolation();
    };
    const beat = (hidden = false) =>
      call('exam_heartbeat', { exam_module_id: id, hidden: hidden ? '1' : undefined }).then(
        (data) => latest.current.onRemaining(data.remaining_ms),
        (e: unknown) => {
          if (isApiError(e)) latest.current.onServerError(String(e.code));
        },
      );

    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        hiddenAt = Date.now();
        void beat(true);
        if (!warned) {
          warned = true;
          latest.current.onFirstHide();
        }
        timer = setTimeout(violate, HIDDEN_LIMIT_MS);
        return;
      }
      clearTimeout(timer);
      if (hiddenAt !== null && Date.now() - hiddenAt > HIDDEN_LIMIT_MS) violate();
      else void beat();
      hiddenAt = null;
    };

    document.addEventListener('visibilitychange', onVisibility);
    const interval = setInterval(() => {
      if (document.visibilityState === 'visible') void beat();
    }, HEARTBEAT_MS);
    return () => {
      done = true;
      clearTimeout(timer);
      clearInterval(interval);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [guard.active, guard.examId]);
}
