import { describe, expect, it } from 'vitest';
import { actions } from './actions';
import { outboxActions } from './outbox-actions';

describe('outbox actions', () => {
  it('are exactly the actions the contract lets wait for the network', () => {
    const fromContract = Object.entries(actions)
      .filter(([, def]) => def.offline === 'outbox')
      .map(([name]) => name)
      .sort();
    expect([...outboxActions].sort()).toEqual(fromContract);
  });
});
