/** A price or value in a currency (decimal string), formatted by the user's locale. */
export function formatPrice(price: { currencyCode?: string; value?: string } | undefined): string {
  if (!price?.value || !price.currencyCode) return '—';
  try {
    const format = new Intl.NumberFormat(undefined, {
      style: 'currency',
      currency: price.currencyCode.toUpperCase(),
      maximumFractionDigits: 6,
    });
    // A decimal string keeps every digit (Intl.NumberFormat v3); a Number would round large values.
    return format.format(price.value as `${number}`);
  } catch {
    return `${price.value} ${price.currencyCode.toUpperCase()}`;
  }
}

export function Price({ price }: { price: { currencyCode?: string; value?: string } | undefined }) {
  return <span className="amount">{formatPrice(price)}</span>;
}
