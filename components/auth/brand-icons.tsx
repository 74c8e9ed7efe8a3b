import type { SVGProps } from "react";

/**
 * Simple hand-drawn marks for the sign-in providers (lucide has no brand icons). Decorative:
 * every button that shows one also names the provider in text.
 */
type IconProps = SVGProps<SVGSVGElement>;

export function GoogleMark(props: IconProps) {
  // A "G" of four coloured arcs around (12, 12), radius 8, plus the blue crossbar.
  return (
    <svg viewBox="0 0 24 24" aria-hidden focusable="false" fill="none" strokeWidth="3.6" {...props}>
      <path d="M18.13 6.86 A8 8 0 0 0 5.07 8" stroke="#ea4335" />
      <path d="M5.07 8 A8 8 0 0 0 5.07 16" stroke="#fbbc05" />
      <path d="M5.07 16 A8 8 0 0 0 18.93 16" stroke="#34a853" />
      <path d="M18.93 16 A8 8 0 0 0 20 12 H12.4" stroke="#4285f4" />
    </svg>
  );
}

export function GitHubMark(props: IconProps) {
  // A round badge with a cat's head, ears and neck cut out of it.
  return (
    <svg viewBox="0 0 24 24" aria-hidden focusable="false" {...props}>
      <defs>
        <mask id="github-mark-cutout">
          <rect width="24" height="24" fill="#fff" />
          <g fill="#000">
            <ellipse cx="12" cy="11.4" rx="5.2" ry="4.3" />
            <path d="M7.4 9.6 7.2 5.2l3.4 2.6zM16.6 9.6l.2-4.4-3.4 2.6z" />
            <path d="M10.3 14.5h3.4V24h-3.4z" />
            <path d="M10.4 17.6c-2 .5-3.2-.3-3.9-1.6" stroke="#000" strokeWidth="1.4" fill="none" strokeLinecap="round" />
          </g>
        </mask>
      </defs>
      <circle cx="12" cy="12" r="11" fill="currentColor" mask="url(#github-mark-cutout)" />
    </svg>
  );
}

export function XMark(props: IconProps) {
  // A heavy stroke from top left to bottom right, crossed by a thin one.
  return (
    <svg viewBox="0 0 24 24" aria-hidden focusable="false" {...props}>
      <path d="M3.5 3.5h5.2l11.8 17H15.3z" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
      <path d="M4 20.5 10.4 13.2M13.4 10 19.8 3.5" stroke="currentColor" strokeWidth="1.9" strokeLinecap="round" />
    </svg>
  );
}

export function AppleMark(props: IconProps) {
  // A filled apple with a bite out of its right side and a leaf on top.
  return (
    <svg viewBox="0 0 24 24" aria-hidden focusable="false" {...props}>
      <path
        fill="currentColor"
        d="M12 7.6c1.4-1 2.9-1.4 4.2-1.2 1.5.2 2.6.9 3.3 2-1.6 1-2.4 2.4-2.3 4.1.1 1.8 1 3.1 2.7 3.8-.6 1.6-1.4 3-2.4 4.2-.9 1-1.8 1.5-2.8 1.4-.6 0-1.1-.2-1.6-.4-.4-.2-.8-.3-1.2-.3s-.8.1-1.2.3c-.5.2-1 .4-1.6.4-1 .1-1.9-.4-2.8-1.4-1.8-2-2.8-4.5-2.8-7.1 0-2.2.8-3.9 2.2-4.9 1.2-.9 2.6-1.1 3.9-.6.3.1.6.2 1 .3z"
      />
      <path fill="currentColor" d="M12.3 6.3c-.1-1.3.3-2.4 1.1-3.3.8-.8 1.8-1.3 2.9-1.4.1 1.2-.3 2.3-1.1 3.2-.8.9-1.8 1.4-2.9 1.5z" />
    </svg>
  );
}
