/** The MDS mark: a medical cross in `color` (the theme colour: its primary main). Plain SVG, so the login page draws it without MUI. */
export function Logo({ size = 28, color }: { size?: number; color: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden width={size} height={size} style={{ flexShrink: 0, color }}>
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="#fff" />
    </svg>
  );
}
