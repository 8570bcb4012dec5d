import type { ReactNode } from 'react';
import { StakeSelector } from './stake-selector.js';
import type { Studio } from './use-studio.js';

interface PlayRowProps {
  /** The stake chosen, in the session's currency. */
  studio: Pick<Studio, 'currency' | 'stake' | 'setStake'>;
  /** The stake stays locked while a round is in the air, not only while a request is out. */
  stakeDisabled: boolean;
  onPlay(): void;
  playDisabled: boolean;
  /** Extra class on the play button, e.g. " is-free" during free spins. */
  playClassName?: string;
  /** The play button's label. */
  children: ReactNode;
}

/** The stake selector beside the big play button: the same row under every studio game. */
export function PlayRow({
  studio,
  stakeDisabled,
  onPlay,
  playDisabled,
  playClassName = '',
  children,
}: PlayRowProps) {
  return (
    <div className="studio-play-row">
      <StakeSelector
        currency={studio.currency}
        stake={studio.stake}
        onChange={studio.setStake}
        disabled={stakeDisabled}
      />
      <button
        type="button"
        className={`studio-button studio-button-play${playClassName}`}
        onClick={onPlay}
        disabled={playDisabled}
        data-testid="play"
      >
        {children}
      </button>
    </div>
  );
}
