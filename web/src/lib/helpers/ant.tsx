export function Ant() {
  return (
    <svg viewBox="0 0 120 120" aria-hidden="true" focusable="false">
      <rect x="56" y="16" width="30" height="22" rx="4" fill="#f6d58f" />
      <path d="M56 24 q7 -6 15 0 q7 -6 15 0 v-4 a4 4 0 0 0 -4 -4 h-22 a4 4 0 0 0 -4 4 z" fill="#f29bb5" />
      <path d="M62 38 l-2 18 M80 38 l2 18" stroke="#5a1f1a" strokeWidth="3" strokeLinecap="round" />
      <path d="M52 78 l-12 22 M60 80 l-2 24 M68 78 l12 22 M52 68 l-14 -10 M68 68 l10 -14" stroke="#5a1f1a" strokeWidth="3" fill="none" strokeLinecap="round" />
      <ellipse cx="30" cy="76" rx="21" ry="16" fill="#7d2e26" />
      <ellipse cx="60" cy="72" rx="12" ry="10" fill="#7d2e26" />
      <circle cx="88" cy="64" r="14" fill="#7d2e26" />
      <path d="M92 52 q2 -14 12 -18 M96 56 q8 -10 18 -8" stroke="#5a1f1a" strokeWidth="2.5" fill="none" strokeLinecap="round" />
      <circle cx="93" cy="61" r="4" fill="#fff" />
      <circle cx="94" cy="61" r="2" fill="#3b2417" />
      <path d="M88 71 q5 4 10 0" stroke="#f5bccb" strokeWidth="2" fill="none" strokeLinecap="round" />
      <path d="M22 70 q8 -4 16 0" stroke="#a4483d" strokeWidth="2" fill="none" />
    </svg>
  );
}
