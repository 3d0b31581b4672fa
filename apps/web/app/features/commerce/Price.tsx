import { formatFen } from '@xingtu/contracts/constants';

/** Money arrives in integer fen; this is the only place it becomes yuan text. */
export function Price({ fen, listFen }: { fen: number; listFen?: number | undefined }) {
  return (
    <span>
      <span className="price">{formatFen(fen)}</span>
      {listFen !== undefined && listFen > fen && <span className="price-list">{formatFen(listFen)}</span>}
    </span>
  );
}
