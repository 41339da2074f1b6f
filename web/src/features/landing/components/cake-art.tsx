/** A frosted cake and one slice beside it, with crumbs: the goal, a subgoal and its tasks. */
export function CakeArt() {
  return (
    <svg className="cake-art" viewBox="0 0 260 190" aria-hidden="true" focusable="false">
      <ellipse cx="100" cy="160" rx="94" ry="17" fill="#fff" stroke="#ead8c8" strokeWidth="2" />
      <path d="M20 80 v62 a80 20 0 0 0 160 0 v-62 z" fill="#f2c979" />
      <path d="M20 110 a80 20 0 0 0 160 0 v10 a80 20 0 0 1 -160 0 z" fill="#fde8ee" />
      <path d="M20 132 a80 20 0 0 0 160 0" stroke="#e3b35f" strokeWidth="2" fill="none" />
      <rect x="27" y="72" width="10" height="29" rx="5" fill="#f29bb5" />
      <rect x="49" y="72" width="10" height="34" rx="5" fill="#f29bb5" />
      <rect x="73" y="72" width="10" height="37" rx="5" fill="#f29bb5" />
      <rect x="99" y="72" width="10" height="38" rx="5" fill="#f29bb5" />
      <rect x="125" y="72" width="10" height="37" rx="5" fill="#f29bb5" />
      <rect x="149" y="72" width="10" height="33" rx="5" fill="#f29bb5" />
      <rect x="165" y="72" width="10" height="28" rx="5" fill="#f29bb5" />
      <ellipse cx="100" cy="80" rx="80" ry="20" fill="#f29bb5" />
      <ellipse cx="100" cy="78" rx="70" ry="15" fill="#f6adc3" />
      <rect x="70" y="76" width="7" height="2.6" rx="1.3" fill="#fff" transform="rotate(-45 73 77)" />
      <rect x="88" y="86" width="7" height="2.6" rx="1.3" fill="#e9b872" transform="rotate(-8 91 87)" />
      <rect x="120" y="84" width="7" height="2.6" rx="1.3" fill="#fff" transform="rotate(29 123 85)" />
      <rect x="132" y="74" width="7" height="2.6" rx="1.3" fill="#84c5a8" transform="rotate(-24 135 75)" />
      <rect x="112" y="92" width="7" height="2.6" rx="1.3" fill="#e9b872" transform="rotate(13 115 93)" />
      <rect x="80" y="68" width="7" height="2.6" rx="1.3" fill="#84c5a8" transform="rotate(-40 83 69)" />
      <rect x="140" y="88" width="7" height="2.6" rx="1.3" fill="#fff" transform="rotate(-3 143 89)" />
      <path d="M102 66 q4 -16 16 -20" stroke="#5d8a3a" strokeWidth="3" fill="none" strokeLinecap="round" />
      <circle cx="100" cy="70" r="10" fill="#a52a5a" />
      <circle cx="96" cy="66" r="3" fill="#fff" opacity="0.7" />
      <ellipse cx="214" cy="168" rx="42" ry="9" fill="#fff" stroke="#ead8c8" strokeWidth="2" />
      <path d="M176 140 L246 142 L246 164 L176 162 Z" fill="#f2c979" />
      <path d="M176 150 L246 152 L246 157 L176 155 Z" fill="#fde8ee" />
      <path d="M236 124 L246 142 L246 164 L236 146 Z" fill="#e3b35f" />
      <path d="M176 140 L236 124 L246 142 Z" fill="#f29bb5" />
      <path d="M176 140 L246 142" stroke="#e27f9e" strokeWidth="2" strokeLinecap="round" />
      <circle cx="170" cy="176" r="3" fill="#e3b35f" />
      <circle cx="160" cy="172" r="2" fill="#f2c979" />
      <circle cx="182" cy="181" r="2.4" fill="#e3b35f" />
    </svg>
  );
}
