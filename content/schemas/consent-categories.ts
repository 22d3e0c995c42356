/**
 * The cookie categories a visitor chooses among (docs/product.md §10.7): Analytics, Functional
 * and Marketing are opt-in; Essential is always on, so it is no choice. The banner's words
 * (./cookie-banner.ts), the saved choice and the signals sent to Google (src/features/consent/)
 * all name these.
 */
export type ConsentChoice = {
  analytics: boolean;
  functional: boolean;
  marketing: boolean;
};

export type ConsentCategory = keyof ConsentChoice;
