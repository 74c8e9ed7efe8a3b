/** One star, drawn once per rating and reused for each of its stars. */
const STAR_POINTS = "12,1.6 14.7,8.9 22.5,9.2 16.4,14 18.5,21.5 12,17.2 5.5,21.5 7.6,14 1.5,9.2 9.3,8.9";
const STAR_PX = 20;
const GAP_PX = 4;

/**
 * Five stars, read out once as "Rated N out of 5 stars". A single SVG with one star shape reused,
 * so a page of testimonials stays light.
 */
export function StarRating({ rating, max = 5, className = "text-highlight" }: { rating: number; max?: number; className?: string }) {
  const width = max * STAR_PX + (max - 1) * GAP_PX;
  return (
    <svg
      role="img"
      aria-label={`Rated ${rating} out of ${max} stars`}
      viewBox={`0 0 ${width * (24 / STAR_PX)} 24`}
      width={width}
      height={STAR_PX}
      className={className}
    >
      {Array.from({ length: max }, (_, index) => (
        <polygon
          key={index}
          points={STAR_POINTS}
          transform={`translate(${index * (STAR_PX + GAP_PX) * (24 / STAR_PX)} 0)`}
          className={index < rating ? "fill-current" : "fill-slate-300"}
        />
      ))}
    </svg>
  );
}
