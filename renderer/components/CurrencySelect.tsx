import type { Currency } from '../../shared/api';
import { CURRENCIES } from '../../shared/api/enums';
import { SelectField } from './SelectField';

const upperCase = (c: Currency) => c.toUpperCase();

/** The API's currencies (the `currency` param of prices and rewards), shown upper case. */
export function CurrencySelect(props: { value: Currency; onChange: (c: Currency) => void; disabled?: boolean; className?: string }) {
  return <SelectField label="Currency" options={CURRENCIES} optionLabel={upperCase} {...props} />;
}
