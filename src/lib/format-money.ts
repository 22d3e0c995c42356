/** "$7,000" for (7000, "USD"): whole amounts in the offer's currency, grouped the US way. */
export function formatMoney(amount: number, currency: string): string {
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency,
    maximumFractionDigits: 0,
  }).format(amount);
}
