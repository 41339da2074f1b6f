/** A layered cake with one slice cut and a few crumbs: the goal, a subgoal, its tasks. */
export function CakeArt() {
  return (
    <svg className="cake-art" viewBox="0 0 260 200" aria-hidden="true" focusable="false">
      <ellipse cx="124" cy="170" rx="116" ry="14" fill="#fff" stroke="#ead8c8" strokeWidth="2" />
      <rect x="30" y="118" width="150" height="46" rx="6" fill="#f6d58f" />
      <rect x="30" y="108" width="150" height="12" fill="#fde8ee" />
      <rect x="30" y="70" width="150" height="40" rx="4" fill="#f2c979" />
      <path
        d="M26 76 q0 -14 14 -14 h130 q14 0 14 14 v6 q-6 10 -12 0 q-7 14 -15 0 q-8 12 -16 0 q-8 16 -17 0 q-8 10 -16 0 q-8 14 -17 0 q-8 10 -16 0 q-8 14 -17 0 q-7 10 -14 0 z"
        fill="#f29bb5"
      />
      <path d="M40 130 h20 M80 142 h24 M130 128 h18 M60 88 h22 M118 92 h26" stroke="#e3b35f" strokeWidth="3" strokeLinecap="round" />
      <path d="M104 48 q2 -14 12 -18" stroke="#5d8a3a" strokeWidth="3" fill="none" strokeLinecap="round" />
      <circle cx="104" cy="52" r="11" fill="#a52a5a" />
      <circle cx="100" cy="48" r="3" fill="#fff" opacity="0.7" />
      <path d="M196 164 L246 164 L246 96 Z" fill="#f6d58f" />
      <path d="M215 138 L246 138 L246 130 L209 130 Z" fill="#fde8ee" />
      <path d="M192 164 L246 92" stroke="#f29bb5" strokeWidth="9" strokeLinecap="round" />
      <circle cx="238" cy="84" r="7" fill="#a52a5a" />
      <circle cx="186" cy="176" r="3.5" fill="#e3b35f" />
      <circle cx="200" cy="181" r="2.5" fill="#f2c979" />
      <circle cx="176" cy="183" r="2" fill="#e3b35f" />
    </svg>
  );
}
