import { modeById, type Mode } from '../../components/modes';

/** The modes whose topics can be downloaded, by get_categories `type`, in the home page's order. */
export const topicModes: { type: number; mode: Mode }[] = [
  { type: 1, id: 'quiz_zone' },
  { type: 2, id: 'fun_learn' },
  { type: 3, id: 'guess_word' },
  { type: 4, id: 'audio_questions' },
  { type: 5, id: 'math_mania' },
].flatMap(({ type, id }) => {
  const mode = modeById(id);
  return mode ? [{ type, mode }] : [];
});

export const modeOfType = (type: number) => topicModes.find((m) => m.type === type)?.mode;
