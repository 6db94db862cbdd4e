import { rankOf, suitOf } from '@provider/engines/cards';

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];

export const cardLabel = (card: number): string => `${RANKS[rankOf(card)]}${SUITS[suitOf(card)]}`;

/** A playing card (or its back); dealt cards slide in unless motion is reduced. */
export function Card({ card, index = 0, small = false }: { card: number | null; index?: number; small?: boolean }) {
  if (card === null) return <span class={`gc-card gc-card--back${small ? ' gc-card--small' : ''}`} role="img" aria-label="?" style={{ animationDelay: `${index * 120}ms` }} />;
  const red = suitOf(card) === 1 || suitOf(card) === 2;
  return (
    <span class={`gc-card${red ? ' gc-card--red' : ''}${small ? ' gc-card--small' : ''}`} style={{ animationDelay: `${index * 120}ms` }} role="img" aria-label={cardLabel(card)} data-card={cardLabel(card)}>
      <b>{RANKS[rankOf(card)]}</b>
      <i>{SUITS[suitOf(card)]}</i>
    </span>
  );
}

export function Hand({ cards, hidden = 0, small = false }: { cards: number[]; hidden?: number; small?: boolean }) {
  return (
    <span class="gc-hand">
      {cards.map((c, i) => (
        <Card key={`${i}-${c}`} card={c} index={i} small={small} />
      ))}
      {Array.from({ length: hidden }, (_, i) => (
        <Card key={`h${i}`} card={null} index={cards.length + i} small={small} />
      ))}
    </span>
  );
}
