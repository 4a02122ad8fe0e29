import { useState, type ComponentType, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '../../../contract/wallet-models';
import { call, errorMessage, isApiError } from '../../api';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { IconClock, IconMail, IconPhone, IconWallet, type IconProps } from '../../components/icons';
import { useSetCoins } from '../../lib/session';
import { notify } from '../../lib/toast';
import { formatMoney, formatNumber } from './format';
import { addressError, moneyFor, type Rate } from './redeem-rules';
import styles from './Wallet.module.css';
import { codes } from '../../../contract/codes';

const methods: { id: PaymentMethod; Icon: ComponentType<IconProps>; input: 'email' | 'tel' | 'text' }[] = [
  { id: 'paypal', Icon: IconMail, input: 'email' },
  { id: 'mobile', Icon: IconPhone, input: 'tel' },
  { id: 'upi', Icon: IconWallet, input: 'text' },
];

interface Errors {
  address?: string;
  coins?: string;
  form?: string;
}

/** Method, address and coins; the money shown is the server's formula, and the server decides. */
export function RedeemForm({
  coins,
  rate,
  onRequested,
}: {
  coins: number;
  rate: Rate;
  onRequested: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const setCoins = useSetCoins();
  const [method, setMethod] = useState<PaymentMethod>('paypal');
  const [address, setAddress] = useState('');
  // null: all the coins the player has (the default until they type a number).
  const [amountText, setAmountText] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const coinsWanted = amountText === null ? coins : Number(amountText || NaN);
  const valid = Number.isInteger(coinsWanted) && coinsWanted > 0;
  const money = formatMoney(lang, rate.symbol, valid ? moneyFor(rate, coinsWanted) : 0);
  const current = methods.find((m) => m.id === method)!;

  function check(): Errors {
    const found: Errors = {};
    const bad = addressError(method, address);
    if (bad) found.address = t(bad);
    if (!valid || coinsWanted < rate.minimum) {
      found.coins = t('wallet_error_min', { coins: formatNumber(lang, rate.minimum) });
    } else if (coinsWanted > coins) {
      found.coins = t('wallet_error_max', { coins: formatNumber(lang, coins) });
    }
    return found;
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const res = await call('set_payment_request', {
        payment_type: method,
        payment_address: address.trim(),
        coin_used: coinsWanted,
        payment_amount: moneyFor(rate, coinsWanted).toFixed(2),
      });
      setCoins({ coins: res.coins });
      setAddress('');
      setAmountText(null);
      notify.success(t('wallet_requested'));
      onRequested();
    } catch (err) {
      const message = errorMessage(err);
      const field = isApiError(err) ? err.field : undefined;
      setErrors(
        field === 'payment_address'
          ? { address: message }
          : field === 'coin_used'
            ? { coins: message }
            : { form: message },
      );
      // The rate or the waiting time changed under us: fresh data tells the player why.
      if (isApiError(err) && (err.code === codes.paymentTooSoon || err.code === codes.amountMismatch))
        onRequested();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className={styles.card}
      onSubmit={submit}
      noValidate
      data-testid="redeem-form"
      aria-labelledby="redeem-title"
    >
      <h2 id="redeem-title" className={styles.cardTitle}>
        {t('wallet_redeem_title')}
      </h2>
      <fieldset className={styles.methods}>
        <legend className={styles.legend}>{t('wallet_method')}</legend>
        <div className={styles.methodGrid}>
          {methods.map(({ id, Icon }) => (
            <label key={id} className={styles.method} data-testid={`redeem-method-${id}`}>
              <input
                type="radio"
                name="payment-method"
                value={id}
                checked={method === id}
                onChange={() => {
                  setMethod(id);
                  setErrors({});
                }}
              />
              <span className={styles.methodIcon}>
                <Icon size={22} />
              </span>
              <span className={styles.methodName}>{t(`wallet_method_${id}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <Field
        label={t(`wallet_address_${method}`)}
        hint={t(`wallet_address_${method}_hint`)}
        type={current.input}
        inputMode={current.input === 'text' ? undefined : current.input}
        autoComplete={method === 'paypal' ? 'email' : method === 'mobile' ? 'tel' : 'off'}
        dir="ltr"
        value={address}
        onChange={(e) => setAddress(e.target.value)}
        error={errors.address}
        data-testid="redeem-address"
      />
      <div className={styles.coinsRow}>
        <Field
          label={t('wallet_coins_label')}
          hint={t('wallet_coins_hint', {
            min: formatNumber(lang, rate.minimum),
            max: formatNumber(lang, Math.max(coins, rate.minimum)),
          })}
          type="number"
          inputMode="numeric"
          min={rate.minimum}
          max={coins}
          step={1}
          dir="ltr"
          value={amountText ?? String(coins)}
          onChange={(e) => setAmountText(e.target.value)}
          error={errors.coins}
          data-testid="redeem-coins"
        />
        <div className={styles.youGet} aria-live="polite">
          <span className={styles.youGetLabel}>{t('wallet_you_get')}</span>
          <span className={styles.youGetValue} data-testid="redeem-money">
            {money}
          </span>
        </div>
      </div>
      {errors.form ? (
        <p className={styles.formError} role="alert" data-testid="redeem-error">
          {errors.form}
        </p>
      ) : null}
      <Button type="submit" variant="gold" block busy={busy} data-testid="redeem-submit">
        {t('wallet_submit', { money })}
      </Button>
      <p className={styles.payoutNote}>
        <IconClock size={16} /> {t('wallet_payout_time')}
      </p>
    </form>
  );
}
