/** The Çarşı wordmark: a folded duvet and the name. */
export function Logo() {
  return (
    <span className="logo">
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
        <rect x="2" y="8" width="28" height="18" rx="4" fill="#1f4e5f" />
        <path d="M2 14h28" stroke="#a5ccd5" strokeWidth="2" />
        <rect x="6" y="4" width="12" height="7" rx="3" fill="#e07a3f" />
      </svg>
      <span className="logo__name">Çarşı</span>
    </span>
  );
}
