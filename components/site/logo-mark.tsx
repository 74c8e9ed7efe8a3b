/** The mark and the name, without a link (error pages link home themselves, with a full page load). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <span className={`flex items-center gap-2 text-xl font-bold tracking-tight ${className ?? ""}`}>
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden>
        <rect width="32" height="32" rx="8" fill="#1d4ed8" />
        <path d="M8 9h4.2l3.8 10.2L19.8 9H24l-6.2 15h-3.6z" fill="#fff" />
        <circle cx="24" cy="24" r="3" fill="#f97316" />
      </svg>
      <span>Viralize</span>
    </span>
  );
}
