// The listing's price range follows the slider's constants (spec 2.47: 0 to 1000, step 50, minimum
// gap 100), whatever the URL says, so the chip and the ERP's query only ever show a range the
// slider itself could have chosen.
import { LISTING } from "~/platform/config";

export interface PriceRange {
  minPrice: number | null;
  maxPrice: number | null;
}

const { min: LOWEST, max: HIGHEST, step: STEP, gap: GAP } = LISTING.priceSlider;

/** A bound within the slider, on its step; anything else is no bound. */
function bound(value: number | null): number | null {
  if (value === null || !Number.isFinite(value) || value < LOWEST || value > HIGHEST) return null;
  return Math.round(value / STEP) * STEP;
}

/**
 * The range of the URL's `min_price` and `max_price` (numbers, or null when absent): bounds outside the slider are dropped, the others
 * rounded to its step, swapped when reversed and widened to the minimum gap; the slider's lowest
 * value bounds nothing, so it is no bound.
 */
export function normalisePriceRange(rawMin: number | null, rawMax: number | null): PriceRange {
  let low = bound(rawMin);
  let high = bound(rawMax);
  if (low !== null && high !== null && low > high) [low, high] = [high, low];
  if (low !== null || high !== null) {
    const upper = high ?? HIGHEST;
    if (upper - (low ?? LOWEST) < GAP) {
      if ((low ?? LOWEST) + GAP <= HIGHEST) high = (low ?? LOWEST) + GAP;
      else low = upper - GAP;
    }
  }
  return { minPrice: low === LOWEST ? null : low, maxPrice: high };
}
