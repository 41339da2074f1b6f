export function Frog() {
  return (
    <svg viewBox="0 0 120 120" aria-hidden="true" focusable="false">
      <path d="M4 70 h12 M2 82 h14 M6 94 h10" stroke="#e9b872" strokeWidth="3" strokeLinecap="round" />
      <ellipse cx="62" cy="80" rx="40" ry="28" fill="#4e9a4a" />
      <circle cx="40" cy="52" r="15" fill="#4e9a4a" />
      <circle cx="84" cy="52" r="15" fill="#4e9a4a" />
      <circle cx="40" cy="50" r="9.5" fill="#fff" />
      <circle cx="84" cy="50" r="9.5" fill="#fff" />
      <circle cx="42" cy="51" r="5" fill="#3b2417" />
      <circle cx="86" cy="51" r="5" fill="#3b2417" />
      <circle cx="43.5" cy="49" r="1.6" fill="#fff" />
      <circle cx="87.5" cy="49" r="1.6" fill="#fff" />
      <ellipse cx="62" cy="90" rx="26" ry="14" fill="#cde7b0" />
      <path d="M40 72 q22 16 44 0" stroke="#24431f" strokeWidth="3" fill="none" strokeLinecap="round" />
      <ellipse cx="34" cy="70" rx="6" ry="4" fill="#f29bb5" />
      <ellipse cx="90" cy="70" rx="6" ry="4" fill="#f29bb5" />
      <ellipse cx="36" cy="104" rx="12" ry="6" fill="#3f8a3b" />
      <ellipse cx="88" cy="104" rx="12" ry="6" fill="#3f8a3b" />
    </svg>
  );
}
