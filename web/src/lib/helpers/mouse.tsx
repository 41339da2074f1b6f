export function Mouse() {
  return (
    <svg viewBox="0 0 120 120" aria-hidden="true" focusable="false">
      <path d="M88 100 q24 4 22 -18 q-2 -12 -12 -10" stroke="#9c8f8a" strokeWidth="4" fill="none" strokeLinecap="round" />
      <ellipse cx="60" cy="96" rx="30" ry="18" fill="#a99c97" />
      <circle cx="34" cy="40" r="19" fill="#a99c97" />
      <circle cx="86" cy="40" r="19" fill="#a99c97" />
      <circle cx="34" cy="40" r="12" fill="#f5bccb" />
      <circle cx="86" cy="40" r="12" fill="#f5bccb" />
      <ellipse cx="60" cy="66" rx="32" ry="29" fill="#c3b9b4" />
      <path d="M42 62 q6 5 12 0 M66 62 q6 5 12 0" stroke="#3b2417" strokeWidth="3" fill="none" strokeLinecap="round" />
      <ellipse cx="40" cy="74" rx="6" ry="4" fill="#f5bccb" />
      <ellipse cx="80" cy="74" rx="6" ry="4" fill="#f5bccb" />
      <circle cx="60" cy="76" r="5" fill="#de6f8b" />
      <path d="M54 78 L28 72 M54 81 L28 84 M66 78 L92 72 M66 81 L92 84" stroke="#6e605b" strokeWidth="1.6" strokeLinecap="round" />
      <path d="M55 86 q5 4 10 0" stroke="#3b2417" strokeWidth="2" fill="none" strokeLinecap="round" />
    </svg>
  );
}
