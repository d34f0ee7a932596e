import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { ConsoleCard } from './ConsoleCard';
import './ConsoleMoves.css';

/**
 * The "Xử lý" card of an object's console page: a button per move its state allows (nothing when
 * none); a refusal stands apart from the moves that go forward.
 */
export function ConsoleMoves<M extends string>({
  moves,
  labels,
  onPick,
}: {
  moves: readonly M[];
  labels: Record<M, MessageDescriptor>;
  onPick: (move: M) => void;
}) {
  const { i18n } = useLingui();
  if (moves.length === 0) return null;
  return (
    <ConsoleCard title={<Trans>Xử lý</Trans>}>
      <div className="console-moves">
        {moves.map((move) => (
          <button
            key={move}
            type="button"
            className={`btn btn-small ${move === 'reject' ? 'btn-secondary' : 'btn-primary'}`}
            onClick={() => onPick(move)}
          >
            {i18n._(labels[move])}
          </button>
        ))}
      </div>
    </ConsoleCard>
  );
}
