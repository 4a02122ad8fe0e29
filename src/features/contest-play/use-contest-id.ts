import { useParams } from 'react-router-dom';

/** The contest of the URL (`/contest-play/:contest/…`), 0 when it is not a number. */
export function useContestId(): number {
  const raw = useParams().contest ?? '';
  return /^\d+$/.test(raw) ? Number(raw) : 0;
}
