// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Attempt, PlayQuestion, QuizResult, SignedInUser } from '../../contract/models';
import { ApiError, OfflineError } from '../api/errors';
import { featureStringsLoaded } from '../lib/i18n';
import { sessionAtom } from '../lib/session';
import type { PlayBackend } from './backend';
import { PlayScreen } from './PlayScreen';
import { lastResultAtom, type PlayPaths } from './state';

const paths: PlayPaths = { play: '/play', result: '/result', review: '/review', exit: '/list' };

function question(id: number, text: string, options: string[]): PlayQuestion {
  return {
    id,
    question: text,
    question_type: 1,
    kind: 'choice',
    image: '',
    audio: '',
    options: options.map((o, i) => ({ key: String.fromCharCode(97 + i), text: o })),
    bookmarked: false,
  };
}

function attempt(over: Partial<Attempt> = {}): Attempt {
  return {
    attempt_id: 'at-1',
    quiz_type: '1',
    title: 'Capitals',
    category_slug: 'geography',
    subcategory_slug: '',
    level: 0,
    seconds_per_question: 30,
    seconds_total: 0,
    lifeline_cost: 4,
    max_hints: 0,
    hint_cost: 0,
    questions: [
      question(1, 'Capital of France?', ['Paris', 'Rome', 'Madrid', 'Berlin']),
      question(2, 'Capital of Japan?', ['Osaka', 'Tokyo', 'Kyoto', 'Nara']),
    ],
    ...over,
  };
}

const rightAnswers: Record<number, string> = { 1: 'a', 2: 'b' };

const result = {
  quiz_type: '1',
  total_questions: 2,
  correct_answers: 2,
  incorrect_answers: 0,
  winning_percentage: 100,
  passed: true,
  earned_coins: 4,
  earned_score: 8,
  lifeline_coins_spent: 0,
  level: 0,
  unlocked_level: 0,
  max_level: 0,
  coins: 104,
  score: 58,
  replayed: false,
  completed_before: false,
  streak: 0,
  pack_held: false,
  badges: [],
  review: [],
} satisfies QuizResult;

/** A fake of the client-side backend: verdicts from `rightAnswers`, 50/50 removes two wrong options. */
function fakeBackend(): PlayBackend & { [K in keyof PlayBackend]: ReturnType<typeof vi.fn> } {
  return {
    answer: vi.fn(async (_a: Attempt, id: number, key: string) => ({
      correct: key === rightAnswers[id],
      answer: rightAnswers[id] ?? '',
    })),
    lifeline: vi.fn(async () => ({ coins: 96, removed: ['c', 'd'], poll: [] })),
    hint: vi.fn(async () => ({ coins: 100, position: 0, letter: 'x' })),
    submit: vi.fn(async () => result),
  };
}

function setup(a: Attempt = attempt(), backend = fakeBackend()) {
  const store = createStore();
  store.set(sessionAtom, {
    data: { id: 7, name: 'Ada', coins: 100, all_time_score: 50 } as SignedInUser,
    token: 't',
    isLogin: true,
  });
  const user = userEvent.setup();
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/play']}>
        <Routes>
          <Route
            path="/play"
            element={
              <PlayScreen load={async () => a} loadKey="k" paths={paths} title="Fallback" backend={backend} />
            }
          />
          <Route path="/result" element={<p>Result page</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { store, user, backend };
}

const option = (name: RegExp) => screen.getByRole('button', { name });
const feedback = () => screen.getByTestId('feedback');
const fifty = () =>
  within(screen.getByRole('group', { name: 'Lifelines' })).getByRole('button', { name: /^50\/50/ });

beforeAll(async () => {
  await featureStringsLoaded;
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('PlayScreen', () => {
  it('shows the question, its options, the counter and the lifelines', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Capital of France?' })).toBeInTheDocument();
    const options = within(screen.getByRole('list', { name: 'Answers' })).getAllByRole('button');
    expect(options.map((o) => o.textContent)).toEqual([
      expect.stringContaining('Paris'),
      expect.stringContaining('Rome'),
      expect.stringContaining('Madrid'),
      expect.stringContaining('Berlin'),
    ]);
    options.forEach((o) => expect(o).toBeEnabled());
    expect(screen.getByText('Question 1/2')).toBeInTheDocument();
    expect(fifty()).toBeEnabled();
  });

  it('choosing the right option shows it correct, then the next question', async () => {
    const { user, backend } = setup();
    await user.click(await screen.findByRole('button', { name: /Paris/ }));
    expect(await within(feedback()).findByText('Correct! Well done.')).toBeInTheDocument();
    expect(backend.answer).toHaveBeenCalledWith(expect.objectContaining({ attempt_id: 'at-1' }), 1, 'a');
    expect(option(/Paris/)).toHaveTextContent('Correct');
    // Locked while the verdict is shown.
    expect(option(/Rome/)).toBeDisabled();
    expect(
      await screen.findByRole('heading', { name: 'Capital of Japan?' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Question 2/2')).toBeInTheDocument();
    expect(within(feedback()).queryByText(/Correct/)).not.toBeInTheDocument();
  });

  it('a wrong option shows the right answer and marks the choice', async () => {
    setup();
    await userEvent.setup().click(await screen.findByRole('button', { name: /Madrid/ }));
    expect(await within(feedback()).findByText('Not quite. The answer is A.')).toBeInTheDocument();
    expect(option(/Madrid/)).toHaveTextContent('Your answer');
    expect(option(/Paris/)).toHaveTextContent('Correct');
  });

  it('the clock running out marks the question unanswered', async () => {
    const { backend } = setup(attempt({ seconds_per_question: 1 }));
    await screen.findByRole('heading', { name: 'Capital of France?' });
    expect(
      await within(feedback()).findByText("Time's up! The answer is A.", undefined, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(backend.answer).toHaveBeenCalledWith(expect.anything(), 1, '');
    expect(option(/Paris/)).toHaveTextContent('Correct');
    expect(screen.queryByText('Your answer')).not.toBeInTheDocument();
  });

  it('50/50 takes two options away and costs coins', async () => {
    const { user, backend, store } = setup();
    await screen.findByRole('group', { name: 'Lifelines' });
    await user.click(fifty());
    expect(backend.lifeline).toHaveBeenCalledWith(expect.anything(), 1, 'fifty_fifty');
    expect(await screen.findByRole('button', { name: /Madrid.*removed by 50\/50/ })).toBeDisabled();
    expect(option(/Berlin/)).toBeDisabled();
    expect(option(/Berlin/)).toHaveAccessibleName(/removed by 50\/50/);
    expect(option(/Paris/)).toBeEnabled();
    expect(option(/Rome/)).toBeEnabled();
    expect(screen.getByTestId('play-coins')).toHaveTextContent('96');
    expect(store.get(sessionAtom).data?.coins).toBe(96);
    // Used up for this session.
    expect(fifty()).toBeDisabled();
  });

  it('keys 1–4 answer, and a removed option’s key does nothing', async () => {
    const { user, backend } = setup();
    await screen.findByRole('group', { name: 'Lifelines' });
    await user.click(fifty());
    await screen.findByRole('button', { name: /Madrid.*removed/ });
    await user.keyboard('3');
    expect(backend.answer).not.toHaveBeenCalled();
    await user.keyboard('2');
    expect(await within(feedback()).findByText('Not quite. The answer is A.')).toBeInTheDocument();
    expect(backend.answer).toHaveBeenCalledWith(expect.anything(), 1, 'b');
  });

  it('after the last question the answers are graded and the result page opens', async () => {
    const { user, backend, store } = setup(attempt({ questions: attempt().questions.slice(0, 1) }));
    await user.click(await screen.findByRole('button', { name: /Paris/ }));
    expect(await screen.findByText('Result page', undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(backend.submit).toHaveBeenCalledWith(expect.anything(), [{ id: 1, answer: 'a' }]);
    expect(store.get(lastResultAtom)).toMatchObject({ path: '/play', title: 'Capitals', lifelinesUsed: 0 });
    expect(store.get(sessionAtom).data?.coins).toBe(104);
  });

  it('a failed grading offers to try again, which submits the same answers', async () => {
    const backend = fakeBackend();
    backend.submit.mockRejectedValueOnce(new OfflineError());
    const { user } = setup(attempt({ questions: attempt().questions.slice(0, 1) }), backend);
    await user.click(await screen.findByRole('button', { name: /Rome/ }));
    expect(
      await screen.findByText(new OfflineError().message, undefined, { timeout: 3000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Result page')).toBeInTheDocument();
    expect(backend.submit).toHaveBeenCalledTimes(2);
    expect(backend.submit).toHaveBeenLastCalledWith(expect.anything(), [{ id: 1, answer: 'b' }]);
  });

  it('a failed load shows the error and retries', async () => {
    const load = vi
      .fn<(signal: AbortSignal) => Promise<Attempt>>()
      .mockRejectedValueOnce(new ApiError('test_failure', 'Could not load'))
      .mockResolvedValue(attempt());
    const store = createStore();
    render(
      <Provider store={store}>
        <MemoryRouter>
          <PlayScreen load={load} loadKey="k" paths={paths} title="Fallback" backend={fakeBackend()} />
        </MemoryRouter>
      </Provider>,
    );
    expect(await screen.findByText('Could not load')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Capital of France?' })).toBeInTheDocument();
  });
});
