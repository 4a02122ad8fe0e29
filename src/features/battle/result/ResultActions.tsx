import { useTranslation } from 'react-i18next';
import type { BattleResult } from '../../../../contract/battle-models';
import { Button, ButtonLink } from '../../../components/Button';
import { IconHome, IconRefresh, IconStar } from '../../../components/icons';
import { ShareButton } from '../../../components/ShareButton';
import resultStyles from '../../../play/Result.module.css';
import { battleBase, type BattleArea } from '../paths';
import { searchUrl } from '../search/search-url';

/**
 * What next: a room battle offers a rematch with the same people; a random or bot one plays again in
 * the same category (and after a bot, real people); sharing the result as a card; then home or back to
 * the battles.
 */
export function ResultActions({
  area,
  kind,
  roomId,
  category,
  rematching,
  onRematch,
}: {
  area: BattleArea;
  kind: BattleResult['kind'];
  roomId: string;
  category: number;
  rematching: boolean;
  onRematch: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={resultStyles.actions}>
      {kind === 'friend' || kind === 'group' ? (
        <Button block busy={rematching} onClick={onRematch} data-testid="battle-rematch">
          <IconRefresh size={20} /> {t('battle_rematch')}
        </Button>
      ) : (
        <ButtonLink to={searchUrl({ bot: kind === 'bot', category })} block data-testid="battle-again">
          <IconRefresh size={20} /> {t('play_again')}
        </ButtonLink>
      )}
      {kind === 'bot' ? (
        <ButtonLink to={searchUrl({ category })} variant="secondary" block>
          <IconStar size={20} /> {t('battle_play_people')}
        </ButtonLink>
      ) : null}
      <ShareButton kind="battle" id={roomId} />
      <div className={resultStyles.row}>
        <ButtonLink to="/" variant="ghost" data-testid="battle-home">
          <IconHome size={20} /> {t('home')}
        </ButtonLink>
        <ButtonLink to={battleBase[area]} variant="ghost">
          {t('battle_back_to_battles')}
        </ButtonLink>
      </div>
    </div>
  );
}
