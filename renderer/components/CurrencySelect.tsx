import { CURRENCIES, type Currency } from '../../shared/api';

/** The API's currencies (the `currency` param of prices and rewards), shown upper case. */
export function CurrencySelect({
  value,
  onChange,
  disabled,
  className,
}: {
  value: Currency;
  onChange: (c: Currency) => void;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <label className={className}>
      Currency
      <select
        value={value}
        disabled={disabled}
        onChange={(e) => {
          // The options are CURRENCIES, so this finds one; the lookup narrows the DOM's string.
          const chosen = CURRENCIES.find((c) => c === e.target.value);
          if (chosen) onChange(chosen);
        }}
      >
        {CURRENCIES.map((c) => (
          <option key={c} value={c}>
            {c.toUpperCase()}
          </option>
        ))}
      </select>
    </label>
  );
}
