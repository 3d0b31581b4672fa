import { TAROT_ORIENTATION_LABELS, type TarotDrawnCard, type TarotSpreadId } from '@xingtu/contracts/tarot';
import { TAROT_SPREAD_BY_ID } from '@xingtu/readings/data/tarot/spreads';

// The cards on the table in the spread's layout: face down until the server has drawn them, then each
// turned over in position order. A reversed card shows its face upside down; the Celtic cross's second
// card lies across the first.

const CARD_W = 3;
const CARD_H = 5;

export function TarotTable({
  spreadId,
  cards,
  revealed,
}: {
  spreadId: TarotSpreadId;
  cards: readonly TarotDrawnCard[] | null;
  revealed: boolean;
}) {
  const spread = TAROT_SPREAD_BY_ID[spreadId];
  const cols = Math.max(...spread.positions.map((p) => p.layout.x)) + 1;
  const rows = Math.max(...spread.positions.map((p) => p.layout.y)) + 1;
  return (
    <div
      className="tarot-table"
      style={{ aspectRatio: `${cols * CARD_W} / ${rows * CARD_H}`, maxWidth: `${cols * 120}px` }}
      role="list"
      aria-label={`${spread.name}牌阵`}
    >
      {spread.positions.map((position, i) => {
        const card = cards?.[i] ?? null;
        const shown = revealed && card !== null;
        const label = card
          ? `${position.name}：${card.nameZh}（${TAROT_ORIENTATION_LABELS[card.orientation]}）`
          : `${position.name}：未翻开`;
        return (
          <div
            key={position.key}
            role="listitem"
            aria-label={label}
            className={`tarot-slot${position.layout.rotated ? ' tarot-slot-cross' : ''}`}
            style={{
              left: `${(position.layout.x / cols) * 100}%`,
              top: `${(position.layout.y / rows) * 100}%`,
              width: `${100 / cols}%`,
              height: `${100 / rows}%`,
              zIndex: position.layout.rotated ? 2 : 1,
            }}
          >
            <div
              className={`tarot-card${shown ? ' tarot-card-shown' : ''}`}
              style={{ transitionDelay: shown ? `${i * 220}ms` : '0ms' }}
              data-testid={shown ? 'tarot-card-face' : 'tarot-card-back'}
            >
              <img className="tarot-face tarot-back" src="/tarot/back.svg" alt="" draggable={false} />
              {card && (
                <img
                  className={`tarot-face tarot-front${card.orientation === 'reversed' ? ' tarot-reversed' : ''}`}
                  src={`/tarot/${card.cardId}.svg`}
                  alt=""
                  draggable={false}
                />
              )}
            </div>
            <span className="tarot-slot-name">
              {position.name}
              {shown && card.orientation === 'reversed' ? '·逆' : ''}
            </span>
          </div>
        );
      })}
    </div>
  );
}

/** The cards as a list under the table: position, card and orientation in words. */
export function TarotCardList({ cards }: { cards: readonly TarotDrawnCard[] }) {
  return (
    <ol className="tarot-card-list">
      {cards.map((card) => (
        <li key={card.position}>
          <span className="tarot-card-list-pos">{card.positionName}</span>
          <strong>{card.nameZh}</strong>
          <span className={card.orientation === 'reversed' ? 'tarot-tag tarot-tag-rev' : 'tarot-tag'}>
            {TAROT_ORIENTATION_LABELS[card.orientation]}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** A reading's text: 【heading】 lines become headings, the rest paragraphs. */
export function ReadingText({ text, streaming = false }: { text: string; streaming?: boolean }) {
  const blocks = text.split(/\n+/).filter((line) => line.trim() !== '');
  return (
    <div className="tarot-text" aria-live={streaming ? 'polite' : undefined}>
      {blocks.map((line, i) =>
        /^【.+】$/.test(line.trim()) ? <h3 key={i}>{line.trim().slice(1, -1)}</h3> : <p key={i}>{line}</p>,
      )}
      {streaming && <span className="tarot-caret" aria-hidden="true" />}
    </div>
  );
}
