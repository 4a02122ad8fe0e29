import { describe, expect, it } from 'vitest';
import { publicSettingDefaults } from '../../contract/public-settings';
import { configNumber, configOn, configText } from './config-values';

describe('public settings in the app', () => {
  it('read the server’s values, and the one table of defaults until they arrive', () => {
    expect(configNumber({}, 'battle_mode_random_entry_coin')).toBe(
      publicSettingDefaults.battle_mode_random_entry_coin,
    );
    expect(configNumber({ battle_mode_random_entry_coin: '12' }, 'battle_mode_random_entry_coin')).toBe(12);
    expect(configNumber({ battle_mode_random_entry_coin: '' }, 'battle_mode_random_entry_coin')).toBe(5);
    expect(configNumber({ battle_mode_random_entry_coin: 'abc' }, 'battle_mode_random_entry_coin')).toBe(5);
    expect(configText({}, 'currency_symbol')).toBe('$');
    expect(configText({ currency_symbol: '€' }, 'currency_symbol')).toBe('€');
    expect(configOn({}, 'battle_mode_random')).toBe(true);
    expect(configOn({ battle_mode_random: '0' }, 'battle_mode_random')).toBe(false);
  });
});
