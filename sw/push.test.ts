import { describe, expect, it } from 'vitest';
import { clickTarget, readPush } from './push';

describe('push messages', () => {
  it('reads our payload and Firebase Cloud Messaging’s', () => {
    expect(
      readPush(JSON.stringify({ title: 'Badge', body: 'You earned it', url: '/profile/badges/' })),
    ).toMatchObject({
      title: 'Badge',
      body: 'You earned it',
      url: '/profile/badges/',
    });
    expect(
      readPush(
        JSON.stringify({ notification: { title: 'Paid', body: '5 €' }, data: { url: '/profile/wallet/' } }),
      ),
    ).toMatchObject({ title: 'Paid', body: '5 €', url: '/profile/wallet/' });
  });

  it('still shows something for an empty or unreadable payload', () => {
    expect(readPush(null)).toMatchObject({ title: 'OpenQuiz', body: '', url: '/notifications/' });
    expect(readPush('plain words')).toMatchObject({ title: 'OpenQuiz', body: 'plain words' });
  });

  it('opens only pages of this site', () => {
    const origin = 'https://quiz.example';
    expect(clickTarget('/random-battle/friend/?code=ABC123', origin)).toBe(
      'https://quiz.example/random-battle/friend/?code=ABC123',
    );
    expect(clickTarget('https://evil.example/phish', origin)).toBe('https://quiz.example/');
    expect(clickTarget('javascript:alert(1)', origin)).toBe('https://quiz.example/');
    expect(clickTarget(undefined, origin)).toBe('https://quiz.example/');
  });
});
