import { modeById, type Mode } from '../../components/modes';
import { packModes } from '../../../contract/modes';

/** The modes whose topics can be downloaded, by get_categories `type`, in the home page's order. */
export const topicModes: { type: number; mode: Mode }[] = packModes.flatMap(({ id, categoryType }) => {
  const mode = modeById(id);
  return mode && categoryType !== null ? [{ type: categoryType, mode }] : [];
});

export const modeOfType = (type: number) => topicModes.find((m) => m.type === type)?.mode;
