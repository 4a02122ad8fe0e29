import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayQuestion } from '../../../contract/models';
import { Button } from '../../components/Button';
import { MathText } from '../MathText';
import styles from './Answers.module.css';

type Item = { key: string; text: string };

function Row({
  item,
  index,
  count,
  locked,
  state,
  move,
}: {
  item: Item;
  index: number;
  count: number;
  locked: boolean;
  state: string;
  move: (from: number, to: number) => void;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: item.key,
    disabled: locked,
  });
  return (
    <li
      ref={setNodeRef}
      className={styles.sortRow}
      data-state={state}
      data-dragging={isDragging || undefined}
      data-testid={`sequence-item-${index}`}
      style={{
        transform: transform ? `translate3d(0, ${transform.y}px, 0)` : undefined,
        transition,
      }}
    >
      <span
        className={styles.handle}
        {...attributes}
        {...listeners}
        aria-label={t('drag_to_reorder', { item: item.text })}
      >
        ⋮⋮
      </span>
      <span className={styles.rank}>{index + 1}</span>
      <span className={styles.sortText} dir="auto">
        <MathText text={item.text} />
      </span>
      <button
        type="button"
        className={styles.move}
        disabled={locked || index === 0}
        onClick={() => move(index, index - 1)}
        aria-label={t('move_up', { item: item.text })}
        data-testid={`sequence-up-${index}`}
      >
        ↑
      </button>
      <button
        type="button"
        className={styles.move}
        disabled={locked || index === count - 1}
        onClick={() => move(index, index + 1)}
        aria-label={t('move_down', { item: item.text })}
        data-testid={`sequence-down-${index}`}
      >
        ↓
      </button>
    </li>
  );
}

/** Put the items in order: drag them, use the keyboard (space, arrows) on the handle, or the arrows. */
export function SequenceAnswer({
  question,
  locked,
  answer,
  onSubmit,
}: {
  question: PlayQuestion;
  locked: boolean;
  answer?: string;
  onSubmit: (answer: string) => void;
}) {
  const { t } = useTranslation();
  const [items, setItems] = useState<Item[]>(question.options);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const move = (from: number, to: number) => setItems((list) => arrayMove(list, from, to));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((i) => i.key === active.id);
    const to = items.findIndex((i) => i.key === over.id);
    move(from, to);
  };
  const right = answer?.split(',') ?? [];
  return (
    <div className={styles.stack}>
      <p className={styles.instruction}>{t('put_in_order')}</p>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={items.map((i) => i.key)} strategy={verticalListSortingStrategy}>
          <ol className={styles.sortList}>
            {items.map((item, i) => (
              <Row
                key={item.key}
                item={item}
                index={i}
                count={items.length}
                locked={locked}
                state={answer ? (right[i] === item.key ? 'correct' : 'wrong') : 'idle'}
                move={move}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <Button
        block
        disabled={locked}
        onClick={() => onSubmit(items.map((i) => i.key).join(','))}
        data-testid="sequence-submit"
      >
        {t('check_answer')}
      </Button>
    </div>
  );
}
