/**
 * The magnifier, drawn here rather than taken from @tabler/icons-react: the header's search box is
 * in the first download, and the icon library's runtime would add 4 kB gzip to it.
 */
export function SearchIcon({ size }: { size: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <circle cx="10" cy="10" r="7" />
      <path d="m21 21-6-6" />
    </svg>
  );
}
