export function Sparrow() {
  return (
    <svg viewBox="0 0 120 120" aria-hidden="true" focusable="false">
      <path d="M30 66 L6 54 L12 76 Z" fill="#6f4223" />
      <ellipse cx="56" cy="72" rx="34" ry="28" fill="#a9703f" />
      <circle cx="80" cy="50" r="19" fill="#a9703f" />
      <path d="M62 42 q16 -18 36 0 q-18 -6 -36 0 z" fill="#6f4223" />
      <ellipse cx="60" cy="82" rx="22" ry="14" fill="#f3e0c6" />
      <path d="M30 64 q22 -14 40 4 q-20 16 -40 -4 z" fill="#7b4a27" />
      <path d="M38 66 q6 3 12 2 M44 72 q6 2 12 0" stroke="#f3e0c6" strokeWidth="1.8" fill="none" />
      <circle cx="86" cy="47" r="3.8" fill="#3b2417" />
      <circle cx="87" cy="45.8" r="1.2" fill="#fff" />
      <circle cx="84" cy="58" r="3.5" fill="#f4a3b4" />
      <path d="M97 48 L110 52 L97 56 Z" fill="#e9a23b" />
      <path d="M52 98 v10 l-4 4 M52 108 l4 4 M66 98 v10 l-4 4 M66 108 l4 4" stroke="#c07a2c" strokeWidth="2.5" fill="none" strokeLinecap="round" />
      <path d="M98 22 c-3 -6 -12 -4 -10 3 c1 4 10 10 10 10 c0 0 9 -6 10 -10 c2 -7 -7 -9 -10 -3 z" fill="#a52a5a" />
    </svg>
  );
}
