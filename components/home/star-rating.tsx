import { Star } from "lucide-react";

/** Five stars, read out once as "Rated N out of 5 stars". */
export function StarRating({ rating, max = 5 }: { rating: number; max?: number }) {
  return (
    <div role="img" aria-label={`Rated ${rating} out of ${max} stars`} className="flex gap-1">
      {Array.from({ length: max }, (_, index) => (
        <Star key={index} aria-hidden className={index < rating ? "size-5 fill-highlight text-highlight" : "size-5 text-slate-300"} />
      ))}
    </div>
  );
}
