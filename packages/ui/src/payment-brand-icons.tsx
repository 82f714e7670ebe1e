import type { ReactNode } from 'react';

export const paymentBrands = ['Visa', 'Mastercard', 'American Express', 'Discover', 'PayPal', 'ACH'] as const;
export type PaymentBrand = (typeof paymentBrands)[number];

const FONT = 'Arial, Helvetica, sans-serif';

// Simplified badges drawn inline (no image requests); each is an <svg role="img"> named by its
// aria-label and <title>, so screen readers and tests find it by the brand name.
const artwork: Record<PaymentBrand, { background: string; border?: string; art: ReactNode }> = {
  Visa: {
    background: '#ffffff',
    border: '#d0d5dd',
    art: (
      <text
        x="24"
        y="20"
        textAnchor="middle"
        fontFamily={FONT}
        fontSize="13"
        fontStyle="italic"
        fontWeight="800"
        fill="#1a1f71"
      >
        VISA
      </text>
    ),
  },
  Mastercard: {
    background: '#ffffff',
    border: '#d0d5dd',
    art: (
      <>
        <circle cx="19" cy="15" r="8.5" fill="#eb001b" />
        <circle cx="29" cy="15" r="8.5" fill="#f79e1b" />
        <path d="M24 8.05a8.5 8.5 0 0 1 0 13.9a8.5 8.5 0 0 1 0-13.9z" fill="#ff5f00" />
      </>
    ),
  },
  'American Express': {
    background: '#016fd0',
    art: (
      <text x="24" y="19" textAnchor="middle" fontFamily={FONT} fontSize="10" fontWeight="800" fill="#ffffff">
        AMEX
      </text>
    ),
  },
  Discover: {
    background: '#ffffff',
    border: '#d0d5dd',
    // "DISC●VER": the O is the orange ball.
    art: (
      <>
        <text x="4" y="18" fontFamily={FONT} fontSize="7.5" fontWeight="700" fill="#231f20">
          DISC
        </text>
        <circle cx="26.6" cy="15.4" r="3.4" fill="#f58220" />
        <text x="30.4" y="18" fontFamily={FONT} fontSize="7.5" fontWeight="700" fill="#231f20">
          VER
        </text>
      </>
    ),
  },
  PayPal: {
    background: '#ffffff',
    border: '#d0d5dd',
    art: (
      <text
        x="24"
        y="19"
        textAnchor="middle"
        fontFamily={FONT}
        fontSize="10.5"
        fontStyle="italic"
        fontWeight="800"
      >
        <tspan fill="#003087">Pay</tspan>
        <tspan fill="#009cde">Pal</tspan>
      </text>
    ),
  },
  ACH: {
    background: '#2f855a',
    art: (
      <text
        x="24"
        y="19.5"
        textAnchor="middle"
        fontFamily={FONT}
        fontSize="11"
        fontWeight="800"
        fill="#ffffff"
      >
        ACH
      </text>
    ),
  },
};

export interface PaymentBrandIconProps {
  brand: PaymentBrand;
  /** Height in px; width keeps the 8:5 card ratio. */
  height?: number;
}

export function PaymentBrandIcon({ brand, height = 30 }: PaymentBrandIconProps) {
  const { background, border, art } = artwork[brand];
  return (
    <svg
      role="img"
      aria-label={brand}
      viewBox="0 0 48 30"
      width={(height * 48) / 30}
      height={height}
      data-payment-brand={brand}
    >
      <title>{brand}</title>
      <rect x="0.5" y="0.5" width="47" height="29" rx="4" fill={background} stroke={border ?? background} />
      {art}
    </svg>
  );
}

export interface PaymentBrandIconsProps {
  brands?: readonly PaymentBrand[];
  height?: number;
  className?: string;
}

/** The accepted payment methods as a list of badges (SPEC.md §2 footer). */
export function PaymentBrandIcons({ brands = paymentBrands, height, className }: PaymentBrandIconsProps) {
  return (
    <ul
      aria-label="Accepted payment methods"
      className={className}
      style={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', margin: 0, padding: 0 }}
    >
      {brands.map((brand) => (
        <li key={brand} style={{ display: 'flex' }}>
          <PaymentBrandIcon brand={brand} height={height} />
        </li>
      ))}
    </ul>
  );
}
