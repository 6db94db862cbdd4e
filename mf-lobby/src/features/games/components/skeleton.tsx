/** Placeholder cards with the real card's box, shown while a list loads. */
export function CardSkeletons({ count = 12 }: { count?: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="lobby-card lobby-card--skeleton" data-testid="card-skeleton" aria-hidden="true">
          <div className="lobby-card__art lobby-shimmer" />
          <div className="lobby-card__name lobby-shimmer lobby-shimmer--text" />
        </div>
      ))}
    </>
  );
}
