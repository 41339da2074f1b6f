export function Owl() {
  return (
    <svg viewBox="0 0 120 120" aria-hidden="true" focusable="false">
      <path d="M30 44 L36 16 L52 34 Z" fill="#7a4a2c" />
      <path d="M90 44 L84 16 L68 34 Z" fill="#7a4a2c" />
      <ellipse cx="60" cy="70" rx="36" ry="42" fill="#8d5b3a" />
      <path d="M25 66 q-6 28 16 40 q-8 -20 -2 -40 z" fill="#6b4127" />
      <path d="M95 66 q6 28 -16 40 q8 -20 2 -40 z" fill="#6b4127" />
      <ellipse cx="60" cy="86" rx="22" ry="22" fill="#f4ddb8" />
      <path d="M48 80 q6 6 12 0 q6 6 12 0 M52 92 q4 5 8 0 q4 5 8 0" stroke="#c99f6e" strokeWidth="2" fill="none" />
      <circle cx="45" cy="52" r="15" fill="#fff" stroke="#e9b872" strokeWidth="3" />
      <circle cx="75" cy="52" r="15" fill="#fff" stroke="#e9b872" strokeWidth="3" />
      <circle cx="47" cy="53" r="7" fill="#3b2417" />
      <circle cx="73" cy="53" r="7" fill="#3b2417" />
      <circle cx="49" cy="50" r="2.2" fill="#fff" />
      <circle cx="75" cy="50" r="2.2" fill="#fff" />
      <path d="M55 64 L65 64 L60 73 Z" fill="#e48a2d" />
      <path d="M48 110 v-6 M52 110 v-6 M68 110 v-6 M72 110 v-6" stroke="#e48a2d" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
