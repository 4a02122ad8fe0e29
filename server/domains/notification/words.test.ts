import { describe, expect, it } from 'vitest';
import { notificationTypes, type NotificationType } from '../../../contract/notification-models';
import { notificationWords } from '../../../contract/notification-words';
import { translator } from './words';

/** One notification of each type as the server writes it (its English words, its params). */
const samples: Record<NotificationType, { type_id?: string; params: Record<string, string> }> = {
  battle_invite: { type_id: 'AB12', params: { name: 'Lina', code: 'AB12', kind: 'friend' } },
  badge: { type_id: 'dashing_debut', params: {} },
  contest_started: { params: { contest: 'Friday Cup' } },
  contest_won: { params: { contest: 'Friday Cup', coins: '50', rank: '2' } },
  daily_reminder: { params: {} },
  payment: { params: { status: 'completed' } },
  coins: { params: { coins: '25', direction: 'out' } },
  referral_joined: { params: { name: 'Bob', coins: '100' } },
  referral: { params: { name: 'Bob', coins: '100' } },
  referral_welcome: { params: { coins: '50' } },
  broadcast: { params: {} },
};

const english = { title: 'STORED TITLE', message: 'stored text' };

describe('notification words', () => {
  const types = Object.values(notificationTypes).flat();

  it.each(['english', 'french', 'arabic'])(
    'word every type in %s from its strings, with every value filled',
    (language) => {
      const t = translator(language);
      for (const type of types) {
        const sample = samples[type];
        const words = notificationWords(
          { type, type_id: sample.type_id ?? '', ...english, params: sample.params },
          t,
        );
        const shown = `${words.title} ${words.text}`;
        expect(shown, type).not.toMatch(/notif_|badge_|\{\{/);
        if (type === 'broadcast') expect(words).toEqual({ title: 'STORED TITLE', text: 'stored text' });
        else expect(words.title, `${type} in ${language}`).not.toBe('STORED TITLE');
      }
    },
  );

  it('say the names and numbers of the params in the player language', () => {
    const arabic = translator('arabic');
    const won = notificationWords(
      { type: 'contest_won', type_id: '', ...english, ...samples.contest_won },
      arabic,
    );
    expect(won.title).toBe('ربحت 50 عملة في Friday Cup');
    const joined = notificationWords(
      { type: 'referral_joined', type_id: '', ...english, ...samples.referral_joined },
      translator('french'),
    );
    expect(joined).toEqual({
      title: 'Bob a rejoint avec votre code',
      text: 'Vous recevrez 100 pièces quand il ou elle aura fini sa première partie.',
    });
  });

  it('keep the stored words where the params are missing (rows written before them) or the language is unknown', () => {
    const t = translator('klingon');
    expect(notificationWords({ type: 'contest_won', type_id: '', ...english, params: {} }, t)).toEqual({
      title: 'STORED TITLE',
      text: 'stored text',
    });
    expect(
      notificationWords({ type: 'badge', type_id: 'no_such_badge', ...english, params: {} }, t).title,
    ).toBe('STORED TITLE');
    expect(notificationWords({ type: 'daily_reminder', type_id: '', ...english, params: {} }, t).title).toBe(
      'Your daily quiz is waiting',
    );
  });
});
