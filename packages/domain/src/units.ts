/**
 * Weight and dimension normalisation (SPEC.md §9). Results are numbers rounded half-up to 2
 * decimals: these are measurements, not money, so a float is fine here. An unknown unit, a value
 * that is not a non-negative decimal, or anything else odd gives `undefined`; these functions
 * never throw (SPEC.md §8: unit conversion errors return nothing).
 */

/** Pounds per unit. */
const POUNDS_PER: Record<string, number> = {
  pound: 1,
  lb: 1,
  kilogram: 1 / 0.45359237,
  kg: 1 / 0.45359237,
  kilo: 1 / 0.45359237,
  ounce: 1 / 16,
  oz: 1 / 16,
  gram: 1 / 453.59237,
  g: 1 / 453.59237,
  gm: 1 / 453.59237,
};

/** SPEC.md §9's factor for decimeters (the exact one is 3.93701). */
const DECIMETER_INCHES = 3.937;

/** Inches per unit. */
const INCHES_PER: Record<string, number> = {
  inch: 1,
  inches: 1,
  in: 1,
  foot: 12,
  feet: 12,
  ft: 12,
  centimeter: 1 / 2.54,
  centimetre: 1 / 2.54,
  cm: 1 / 2.54,
  millimeter: 1 / 25.4,
  millimetre: 1 / 25.4,
  mm: 1 / 25.4,
  meter: 1 / 0.0254,
  metre: 1 / 0.0254,
  m: 1 / 0.0254,
  decimeter: DECIMETER_INCHES,
  decimetre: DECIMETER_INCHES,
  dm: DECIMETER_INCHES,
  nanometer: 1 / 25_400_000,
  nanometre: 1 / 25_400_000,
  nm: 1 / 25_400_000,
};

/** Case-, space- and plural-tolerant lookup: 'LBS', ' Kilograms ', 'in.' all resolve. */
function factorFor(table: Record<string, number>, unit: unknown): number | undefined {
  if (typeof unit !== 'string') return undefined;
  const key = unit.trim().toLowerCase().replace(/\.$/, '');
  if (Object.hasOwn(table, key)) return table[key];
  // A plural 's' is dropped only from stems of 2+ letters: 'lbs' and 'kgs' resolve, 'ms' does not.
  const stem = key.slice(0, -1);
  if (key.endsWith('s') && stem.length >= 2 && Object.hasOwn(table, stem)) return table[stem];
  return undefined;
}

function toNumber(value: unknown): number | undefined {
  let number: number | undefined;
  if (typeof value === 'number') number = value;
  else if (typeof value === 'string' && /^\s*(\d+(\.\d*)?|\.\d+)\s*$/.test(value)) number = Number(value);
  return number !== undefined && Number.isFinite(number) && number >= 0 ? number : undefined;
}

/**
 * Rounds a non-negative number half-up to 2 decimals by shifting its shortest decimal form, so
 * 1.005 gives 1.01 (Math.round(1.005 * 100) would give 1.00).
 */
function round2(value: number): number {
  const text = String(value);
  if (text.includes('e')) return value < 1 ? 0 : value;
  return Math.round(Number(`${text}e2`)) / 100;
}

function convert(table: Record<string, number>, value: unknown, unit: unknown): number | undefined {
  const factor = factorFor(table, unit);
  const number = toNumber(value);
  if (factor === undefined || number === undefined) return undefined;
  return round2(number * factor);
}

/** Weight in pounds: pounds/lbs/lb, kilograms/kg, ounces/oz, grams/g. */
export function toPounds(
  value: number | string | null | undefined,
  unit: string | null | undefined,
): number | undefined {
  return convert(POUNDS_PER, value, unit);
}

/** Length in inches: inches/in, feet/ft, centimeters/cm, millimeters/mm, meters/m, decimeters/dm, nanometers/nm. */
export function toInches(
  value: number | string | null | undefined,
  unit: string | null | undefined,
): number | undefined {
  return convert(INCHES_PER, value, unit);
}
